import type { ShippingAddress } from '../db/schema';
import { html, mailDocument, mailStyles, type SafeHtml } from '../mail/mail-html';
import type { MailMessage } from '../mail/mail-outbox';

/*
 * The mails about a shopper's order: confirmed when placed, shipped, delivered. Each is plain text plus the
 * same content as simple HTML; every value from the order (names, products, address) is escaped in the HTML.
 */

export interface OrderMailLine {
  name: string;
  priceCents: number;
  quantity: number;
}

/** What the mails say about an order, as it was when the mail was queued. */
export interface OrderMailFacts {
  orderId: string;
  orderNumber: string;
  /** The shopper's address and first name. */
  to: string;
  firstName: string;
  lines: readonly OrderMailLine[];
  subtotalCents: number;
  /** A discount code's amount off the subtotal, 0 without one. */
  discountCents: number;
  couponCode: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
  /** The shopper's one-click way to stop order updates (unsubscribe-links.ts), shown at the foot of every mail. */
  unsubscribeLink: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money in orders: a dollar sign and 2 decimals (spec section 9). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** The shopper's order detail page in the web app. */
export function orderPageUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl}/order/${encodeURIComponent(orderId)}`;
}

function addressLines(address: ShippingAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    address.phone,
  ];
}

function footerText(publicUrl: string, unsubscribeLink: string): string {
  return [
    `You get this mail because "Order updates" is on in your Aurora Store account settings (${publicUrl}/profile).`,
    `Stop order update emails: ${unsubscribeLink}`,
  ].join('\n');
}

function htmlBody(title: string, content: SafeHtml, publicUrl: string, unsubscribeLink: string): string {
  return mailDocument(
    title,
    html`${content}<p style="${mailStyles.footer}">You get this mail because “Order updates” is on in your <a href="${publicUrl}/profile" style="${mailStyles.link}">account settings</a>. <a href="${unsubscribeLink}" style="${mailStyles.link}">Stop order update emails</a></p>`,
  );
}

const paragraph = (content: string | SafeHtml) => html`<p style="${mailStyles.paragraph}">${content}</p>`;
const button = (href: string, label: string) =>
  html`<p style="${mailStyles.paragraph}"><a href="${href}" style="${mailStyles.button}">${label}</a></p>`;
const addressBlock = (address: ShippingAddress) =>
  html`<p style="${mailStyles.paragraph}">${addressLines(address).map((line) => html`${line}<br>`)}</p>`;

export function orderConfirmedMail(facts: OrderMailFacts, publicUrl: string): MailMessage {
  const subject = `Your Aurora Store order ${facts.orderNumber} is confirmed`;
  const link = orderPageUrl(publicUrl, facts.orderId);
  const totals: [string, number][] = [
    ['Subtotal', facts.subtotalCents],
    // Only with a code, as -$10.00: a mail without one reads as it always has.
    ...(facts.discountCents > 0
      ? [[`Discount (${facts.couponCode ?? 'code'})`, -facts.discountCents] as [string, number]]
      : []),
    ['Shipping', facts.shippingCents],
    ['Tax', facts.taxCents],
    ['Total', facts.totalCents],
  ];
  const whatsNext =
    'Your order will be prepared within 24 hours and shipped within 2-3 business days; delivery is expected in 5-7 business days.';
  const text = [
    `Hello ${facts.firstName},`,
    '',
    `Thank you for your purchase. Your order ${facts.orderNumber} has been placed successfully.`,
    '',
    'Items',
    ...facts.lines.map(
      (line) =>
        `- ${line.name} × ${line.quantity} at ${formatCents(line.priceCents)}: ${formatCents(line.priceCents * line.quantity)}`,
    ),
    '',
    ...totals.map(([label, cents]) => `${label}: ${formatCents(cents)}`),
    '',
    'Shipping to',
    ...addressLines(facts.shippingAddress),
    '',
    whatsNext,
    '',
    `See your order: ${link}`,
    '',
    footerText(publicUrl, facts.unsubscribeLink),
  ].join('\n');
  const itemRows = facts.lines.map(
    (line) =>
      html`<tr><td style="${mailStyles.cell}">${line.name}<br><span style="${mailStyles.muted}">${line.quantity} × ${formatCents(line.priceCents)}</span></td><td style="${mailStyles.amount}">${formatCents(line.priceCents * line.quantity)}</td></tr>`,
  );
  const totalRows = totals.map(
    ([label, cents]) =>
      html`<tr><td style="${mailStyles.cell}">${label}</td><td style="${mailStyles.amount}">${formatCents(cents)}</td></tr>`,
  );
  const content = html`<h1 style="${mailStyles.heading}">Order ${facts.orderNumber} is confirmed</h1>
${paragraph(`Hello ${facts.firstName}, thank you for your purchase. Your order has been placed successfully.`)}
<table role="presentation" style="${mailStyles.table}">${itemRows}${totalRows}</table>
<h2 style="${mailStyles.subheading}">Shipping to</h2>
${addressBlock(facts.shippingAddress)}
${paragraph(whatsNext)}
${button(link, 'See your order')}`;
  return { to: facts.to, subject, text, html: htmlBody(subject, content, publicUrl, facts.unsubscribeLink) };
}

export function orderShippedMail(facts: OrderMailFacts, publicUrl: string): MailMessage {
  const subject = `Your Aurora Store order ${facts.orderNumber} has shipped`;
  const link = orderPageUrl(publicUrl, facts.orderId);
  const text = [
    `Hello ${facts.firstName},`,
    '',
    `Good news: your order ${facts.orderNumber} has shipped and is on its way to`,
    '',
    ...addressLines(facts.shippingAddress),
    '',
    'In the parcel',
    ...facts.lines.map((line) => `- ${line.name} × ${line.quantity}`),
    '',
    `Follow your order: ${link}`,
    '',
    footerText(publicUrl, facts.unsubscribeLink),
  ].join('\n');
  const content = html`<h1 style="${mailStyles.heading}">Order ${facts.orderNumber} has shipped</h1>
${paragraph(`Hello ${facts.firstName}, good news: your order is on its way to`)}
${addressBlock(facts.shippingAddress)}
<h2 style="${mailStyles.subheading}">In the parcel</h2>
<ul style="${mailStyles.paragraph}">${facts.lines.map((line) => html`<li>${line.name} × ${line.quantity}</li>`)}</ul>
${button(link, 'Follow your order')}`;
  return { to: facts.to, subject, text, html: htmlBody(subject, content, publicUrl, facts.unsubscribeLink) };
}

export function orderDeliveredMail(facts: OrderMailFacts, publicUrl: string): MailMessage {
  const subject = `Your Aurora Store order ${facts.orderNumber} has been delivered`;
  const link = orderPageUrl(publicUrl, facts.orderId);
  const invitation =
    'How did we do? Write a review of what you bought: every item on your order page has a Write Review link.';
  const text = [
    `Hello ${facts.firstName},`,
    '',
    `Your order ${facts.orderNumber} has been delivered. We hope you enjoy it.`,
    '',
    invitation,
    '',
    `Your order: ${link}`,
    '',
    footerText(publicUrl, facts.unsubscribeLink),
  ].join('\n');
  const content = html`<h1 style="${mailStyles.heading}">Order ${facts.orderNumber} has been delivered</h1>
${paragraph(`Hello ${facts.firstName}, your order has been delivered. We hope you enjoy it.`)}
${paragraph(invitation)}
${button(link, 'Write a review')}`;
  return { to: facts.to, subject, text, html: htmlBody(subject, content, publicUrl, facts.unsubscribeLink) };
}
