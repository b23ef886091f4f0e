export * from './catalog';
export * from './content';
export * from './reference';
export * from './engagement';
