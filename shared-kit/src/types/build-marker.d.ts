/**
 * Replaced at build time by the webpack factory (DefinePlugin) with `QCE_BUILD_MARKER` ('' when unset).
 * Undefined under jest: read it as `typeof __QCE_BUILD_MARKER__ === 'string' ? __QCE_BUILD_MARKER__ : ''`.
 */
declare const __QCE_BUILD_MARKER__: string;
