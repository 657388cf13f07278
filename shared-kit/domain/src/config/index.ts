/** @qce/domain/config: the runtime configuration's types and default values (no page state). */
export * from './runtime-config';
