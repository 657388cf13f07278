/**
 * @qce/domain/api: the contract with the backend, without a client: the ONE endpoint table, the request and
 * response types of every endpoint (`BodyOf`, `QueryOf`, `ResponseOf`), the DTOs and the known error codes.
 * The kit's API client (`@qce/shared-kit/api`) and the mock backend both build on it.
 */
export * from './endpoints';
export type * from './contract';
export * from './dto/application-type';
export * from './dto/application';
export * from './dto/audit';
export * from './dto/breadcrumb';
export * from './dto/bulk-application';
export * from './dto/certificate-validation';
export * from './dto/common';
export * from './dto/exam';
export * from './dto/file';
export * from './dto/industry';
export * from './dto/laboratory';
export * from './dto/lookup';
export * from './dto/maintenance';
export * from './dto/order-of-payment';
export * from './dto/payment';
export * from './dto/permit';
export * from './dto/privacy-policy';
export * from './dto/recurring';
export * from './dto/requirement';
export * from './dto/sp-employee';
export * from './dto/training';
export * from './dto/upload';
export * from './dto/user';
