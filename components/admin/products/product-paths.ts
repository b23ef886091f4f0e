// The product pages' addresses, in a plain module so server pages and client components share them:
// a constant exported from a 'use client' module reaches a server page as a client reference, not
// as its value (the "New product" link pointed at the reference's text).

export const PRODUCT_LIST_PATH = '/admin/products';
