export * from './patterns';
export * from './normalize';
export * from './fields';
export * from './safe-validate';
export * from './schemas';
export * from './csv-rows';
