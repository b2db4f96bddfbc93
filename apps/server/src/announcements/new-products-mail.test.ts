import { describe, expect, it } from 'vitest';
import { mailImageUrl } from './mail-image-url';
import { type AnnouncedProduct, newProductsMailing, type Subscriber } from './new-products-mail';

const publicUrl = 'https://shop.example.com';
const photo = `/media/${'a'.repeat(64)}`;

const lamp: AnnouncedProduct = { id: 'lamp-id', name: 'Aurora Lamp', priceCents: 4999, imageUrl: photo };
const chair: AnnouncedProduct = {
  id: 'chair-id',
  name: '<b>Chair</b> & Co',
  priceCents: 1_299_00,
  imageUrl: '/api/images/products/chair.svg',
};

const ada: Subscriber = {
  to: 'ada@aurora.test',
  firstName: 'Ada',
  unsubscribe: {
    link: `${publicUrl}/unsubscribe?token=t0ken`,
    headers: { 'List-Unsubscribe': `<${publicUrl}/unsubscribe?token=t0ken>` },
  },
};

describe('the picture of a product in a mail', () => {
  it("is a stored photo's 320 px JPEG, absolute", () => {
    expect(mailImageUrl(publicUrl, photo)).toBe(`${publicUrl}${photo}/320.jpg`);
  });

  it("is the PNG copy of one of the store's drawings, absolute", () => {
    expect(mailImageUrl(publicUrl, '/api/images/products/lamp.svg')).toBe(
      `${publicUrl}/api/images/products/lamp.png`,
    );
  });

  it('is an image hosted elsewhere as it is', () => {
    expect(mailImageUrl(publicUrl, 'https://cdn.example.com/lamp.jpg')).toBe(
      'https://cdn.example.com/lamp.jpg',
    );
  });
});

describe('the mail of new products', () => {
  it('names the one product in its subject and lists it with its picture, price and link', () => {
    const mail = newProductsMailing([lamp], 1, publicUrl)(ada);

    expect(mail.to).toBe('ada@aurora.test');
    expect(mail.subject).toBe('New at Aurora Store: Aurora Lamp');
    expect(mail.text).toContain('Hello Ada, a new product is on sale at Aurora Store:');
    expect(mail.text).toContain(`- Aurora Lamp: $49.99\n  ${publicUrl}/product/lamp-id`);
    expect(mail.html).toContain(`src="${publicUrl}${photo}/320.jpg"`);
    expect(mail.html).toContain(`href="${publicUrl}/product/lamp-id"`);
    expect(mail.html).toContain('$49.99');
  });

  it("carries the shopper's own unsubscribe link in its body and headers", () => {
    const mail = newProductsMailing([lamp], 1, publicUrl)(ada);

    expect(mail.text).toContain(`Stop these mails: ${publicUrl}/unsubscribe?token=t0ken`);
    expect(mail.html).toContain(`href="${publicUrl}/unsubscribe?token=t0ken"`);
    expect(mail.headers).toEqual(ada.unsubscribe.headers);
  });

  it('counts several products in its subject and escapes their names in the HTML', () => {
    const mail = newProductsMailing([chair, lamp], 2, publicUrl)(ada);

    expect(mail.subject).toBe('2 new products at Aurora Store');
    expect(mail.text).toContain('Hello Ada, new products are on sale at Aurora Store:');
    expect(mail.text).toContain('- <b>Chair</b> & Co: $1,299.00');
    expect(mail.html).toContain('&lt;b&gt;Chair&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Chair');
    expect(mail.html).toContain(`src="${publicUrl}/api/images/products/chair.png"`);
  });

  it('sends the products beyond the list to the newest in the catalogue', () => {
    const mail = newProductsMailing([chair, lamp], 5, publicUrl)(ada);

    expect(mail.subject).toBe('5 new products at Aurora Store');
    expect(mail.text).toContain(`And 3 more: ${publicUrl}/products?sort=newest`);
    expect(mail.html).toContain(`href="${publicUrl}/products?sort=newest"`);
  });

  it('lists a product without a picture by its name and price alone', () => {
    const mail = newProductsMailing([{ ...lamp, imageUrl: undefined }], 1, publicUrl)(ada);

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Aurora Lamp');
  });
});
