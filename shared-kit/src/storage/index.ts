export * from './storage-keys';
