export const PRODUCT_NAME = 'Verdant Invest';
