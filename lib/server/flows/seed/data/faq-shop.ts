/** One help article; the body is plain paragraphs, joined with blank lines by the seed. */
export interface FaqEntry {
  slug: string;
  topic: 'shipping' | 'returns' | 'offers' | 'lenses' | 'prescriptions' | 'orders' | 'account' | 'frames';
  title: string;
  summary: string;
  paragraphs: string[];
}

/** Shipping, returns, offers, orders and account: the shop's advertised terms (docs/product.md#the-shop). */
export const FAQ_SHOP: readonly FaqEntry[] = [
  {
    slug: 'free-shipping',
    topic: 'shipping',
    title: 'Do you offer free shipping?',
    summary: 'Standard shipping in the US is free on orders of $69 or more after discounts.',
    paragraphs: [
      'Yes. Standard shipping to any address in the United States is free when your order comes to $69 or more after discounts, such as the second-frame offer and any coupon, have been applied. Below $69, standard shipping is charged at checkout.',
      'Faster shipping methods, Expedited and Express, always carry a charge, whatever the order total. You will see every option and its price at checkout before you pay.',
      'Orders to other countries are charged shipping by destination; the price is shown at checkout.',
    ],
  },
  {
    slug: 'delivery-times',
    topic: 'shipping',
    title: 'How long will my glasses take to arrive?',
    summary: 'Most prescription orders are made in 5–7 business days, then shipped.',
    paragraphs: [
      'Every pair of prescription glasses is made to order. Single-vision lenses usually take 5–7 business days to make and check; progressive, high-index and specialty lenses can take a few days longer. Frames without lenses and accessories ship within 2 business days.',
      'Once your order ships, standard delivery in the US takes 5–8 business days, Expedited 3–5 and Express 2–3. We e-mail a tracking link the moment your parcel leaves us.',
    ],
  },
  {
    slug: 'international-shipping',
    topic: 'shipping',
    title: 'Which countries do you ship to?',
    summary: 'We deliver to about 30 countries, including the US, Canada, the UK, Australia and the EU.',
    paragraphs: [
      'Oculo ships to the United States, Canada, the United Kingdom, Australia, New Zealand and most of the European Union, among others. The country list at checkout shows every destination we deliver to.',
      'Prices can be shown in USD, AUD, EUR, CAD or GBP. Payments are charged in US dollars, so an amount shown in another currency is an estimate. Import duties and taxes, where they apply, are collected by the carrier or your local customs office.',
    ],
  },
  {
    slug: 'return-policy',
    topic: 'returns',
    title: 'What is your return and exchange policy?',
    summary: 'You have 30 days from delivery to return or exchange your order.',
    paragraphs: [
      'We offer a 30-day return and exchange on every order. If your glasses are not right for any reason, tell us within 30 days of delivery and we will exchange them or refund you to your original payment method.',
      'Exchanges for a different frame, colour or lens option are free within the 30-day window. Returned items should be in their original condition with all accessories included.',
      'If a lens was made incorrectly or a frame arrives damaged, we remake or replace it at no cost, even after 30 days for manufacturing defects.',
    ],
  },
  {
    slug: 'how-to-return',
    topic: 'returns',
    title: 'How do I return or exchange an order?',
    summary: 'Open an after-sales request from your order page and we will guide you.',
    paragraphs: [
      'Sign in, open Orders in your account and choose After-sales on the order in question. Tell us what is wrong and whether you would like an exchange or a refund.',
      'Our team replies with a prepaid label for US returns and instructions for other countries. Refunds are issued within 5 business days of the parcel reaching us.',
    ],
  },
  {
    slug: 'buy-one-get-one-50-off',
    topic: 'offers',
    title: 'How does the second-frame offer work?',
    summary: 'The most expensive frame is full price; every other frame in the order is discounted.',
    paragraphs: [
      'When your order contains more than one frame, the most expensive frame is charged at full price and every other frame is discounted by the percentage the offer names at the top and bottom of every page, where you also see which frames count. Accessories never do.',
      'Unless the offer says lenses are included, the discount applies to the frame price only: lenses and lens options keep their price, so a second pair with premium lenses is discounted on the frame and full price for the lenses.',
      'The offer is applied automatically in your cart, and at most one coupon can be used on top of it.',
    ],
  },
  {
    slug: 'flash-sale',
    topic: 'offers',
    title: 'What is a flash sale?',
    summary: 'Selected frames are 20–40% off until the countdown on the product ends.',
    paragraphs: [
      'Flash-sale frames carry a reduced price for a limited time. The end time is shown on the product, and the sale price holds for anything in your cart when you pay before it ends.',
      'Flash-sale frames still count towards the second-frame offer, using their sale price.',
    ],
  },
  {
    slug: 'coupons',
    topic: 'offers',
    title: 'Can I use a coupon?',
    summary: 'You can use one coupon per order, on top of our automatic offers.',
    paragraphs: [
      'Enter a coupon code in your cart or pick one from Coupons in your account. One coupon can be used per order and it applies after the second-frame discount.',
      'Each coupon shows its minimum spend and expiry date. Free shipping is then worked out on the total after discounts.',
    ],
  },
  {
    slug: 'order-status',
    topic: 'orders',
    title: 'What does my order status mean?',
    summary: 'Unpaid, Not Shipped, Shipped, Pending Review, Completed, Refunded or Expired.',
    paragraphs: [
      'Unpaid means we are waiting for payment; an unpaid order expires after a while and its items are released. Not Shipped means payment is confirmed and your glasses are being made. Shipped means your parcel is on its way, with a tracking link in your e-mail.',
      'Pending Review means you have opened an after-sales request that our team is looking at. Completed means your order was delivered. Refunded means the money has been returned to you.',
    ],
  },
  {
    slug: 'change-order',
    topic: 'orders',
    title: 'Can I change or cancel my order?',
    summary: 'Contact us quickly: orders can change until lens production begins.',
    paragraphs: [
      'Lens production usually starts within a few hours of payment. Contact customer care as soon as possible and we will change your prescription, address or frame, or cancel the order for a full refund, if production has not yet started.',
      'Once glasses are made, you can still use the 30-day return and exchange after delivery.',
    ],
  },
  {
    slug: 'customer-care',
    topic: 'account',
    title: 'How do I reach customer care?',
    summary: 'Live customer care is available 24/7 by chat, tickets and e-mail.',
    paragraphs: [
      'Our customer care team is available 24 hours a day, 7 days a week. Start a live chat from any page, open a ticket from your account, or write to us from the Contact us page.',
      'Opticians are on hand to help with prescriptions, lens choices and frame fit. Have your order number ready if your question is about an order.',
    ],
  },
  {
    slug: 'account-password',
    topic: 'account',
    title: 'I forgot my password. What do I do?',
    summary: 'Request a 4-character code by e-mail and choose a new password.',
    paragraphs: [
      'Choose Forgot password when signing in and enter your e-mail address. We send a 4-character verification code that is valid for 10 minutes.',
      'Enter the code and a new password of at least 8 characters. For your security, changing your password signs you out on other devices.',
    ],
  },
];
