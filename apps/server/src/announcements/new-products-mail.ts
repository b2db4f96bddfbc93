import { html, mailDocument, mailStyles } from '../mail/mail-html';
import type { MailMessage } from '../mail/mail-outbox';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links';
import { formatCents } from '../orders/order-mail-templates';
import { mailImageUrl } from './mail-image-url';

/*
 * The daily mail of products newly on sale, to the shoppers who chose "New product announcements". Every
 * subscriber's mail lists the same products, so the list is written once per mailing and each mail only adds its
 * greeting and its own unsubscribe link. Every value from the catalogue is escaped in the HTML.
 */

/** A product as the mail shows it. */
export interface AnnouncedProduct {
  id: string;
  name: string;
  priceCents: number;
  /** Its main picture's address as stored, or undefined for a product without one. */
  imageUrl: string | undefined;
}

export interface Subscriber {
  to: string;
  firstName: string;
  unsubscribe: UnsubscribeLinks;
}

/** The product's page in the web app. */
export function productPageUrl(publicUrl: string, productId: string): string {
  return `${publicUrl}/product/${encodeURIComponent(productId)}`;
}

export function newProductsSubject(products: readonly AnnouncedProduct[], total: number): string {
  const [only] = products;
  return total === 1 && only ? `New at Aurora Store: ${only.name}` : `${total} new products at Aurora Store`;
}

/**
 * The mail of one day's new products, for each subscriber. `products` are those listed (the newest, a mail's
 * worth); `total` counts every product of the day, and those beyond the list are left to the catalogue.
 */
export function newProductsMailing(
  products: readonly AnnouncedProduct[],
  total: number,
  publicUrl: string,
): (subscriber: Subscriber) => MailMessage {
  const subject = newProductsSubject(products, total);
  const unlisted = total - products.length;
  const newestUrl = `${publicUrl}/products?sort=newest`;
  const settingsUrl = `${publicUrl}/profile`;
  const greeting = (firstName: string) =>
    `Hello ${firstName}, ${total === 1 ? 'a new product is' : 'new products are'} on sale at Aurora Store:`;

  const textList = [
    ...products.flatMap((product) => [
      `- ${product.name}: ${formatCents(product.priceCents)}`,
      `  ${productPageUrl(publicUrl, product.id)}`,
    ]),
    ...(unlisted > 0 ? ['', `And ${unlisted} more: ${newestUrl}`] : []),
  ].join('\n');
  const htmlList = html`<table role="presentation" style="${mailStyles.table}">${products.map((product) => {
    const link = productPageUrl(publicUrl, product.id);
    const picture = product.imageUrl
      ? html`<a href="${link}"><img src="${mailImageUrl(publicUrl, product.imageUrl)}" alt="${product.name}" width="160" style="display:block;width:160px;max-width:100%;height:auto;border:0;border-radius:6px"></a>`
      : html``;
    return html`<tr><td style="${mailStyles.cell};width:172px">${picture}</td><td style="${mailStyles.cell};padding-left:12px"><a href="${link}" style="${mailStyles.link}">${product.name}</a><br>${formatCents(product.priceCents)}</td></tr>`;
  })}</table>${
    unlisted > 0
      ? html`<p style="${mailStyles.paragraph}"><a href="${newestUrl}" style="${mailStyles.link}">And ${unlisted} more in the store</a></p>`
      : html``
  }`;

  return ({ to, firstName, unsubscribe }) => ({
    to,
    subject,
    text: [
      greeting(firstName),
      '',
      textList,
      '',
      `You get this mail because "New product announcements" is on in your Aurora Store account settings (${settingsUrl}).`,
      `Stop these mails: ${unsubscribe.link}`,
    ].join('\n'),
    html: mailDocument(
      subject,
      html`<h1 style="${mailStyles.heading}">${subject}</h1>
<p style="${mailStyles.paragraph}">${greeting(firstName)}</p>
${htmlList}
<p style="${mailStyles.footer}">You get this mail because “New product announcements” is on in your <a href="${settingsUrl}" style="${mailStyles.link}">account settings</a>. <a href="${unsubscribe.link}" style="${mailStyles.link}">Stop these mails</a>.</p>`,
    ),
    headers: unsubscribe.headers,
  });
}
