export * from './axe';
