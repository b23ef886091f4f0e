export * from './catalog';
export * from './content';
export * from './reference';
export * from './engagement';
export * from './accounts';
export * from './lens';
export * from './cart';
export * from './orders';
