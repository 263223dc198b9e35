/** The product's name: every user-facing text reads it from here. */
export const PRODUCT_NAME = 'Provenly';
