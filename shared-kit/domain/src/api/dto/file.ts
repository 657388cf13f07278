/** File upload / file fetch response. */
export interface FileResponse {
  id: string;
  imageUrl: string;
}

/** POST file upload query. `requirementsType` is a requirement id or 'paymentValidation'. */
export interface FileUploadQuery {
  refNo: string;
  requirementsType: number | 'paymentValidation';
  uploader: string;
  imageId?: string;
}
