// The shared client (docs/architecture.md#house-rules): client islands call the server only through
// these.
export { ApiError, isApiError, fieldErrorsOf, type ApiFailure } from './api-error';
export { callApi, getJson, postJson } from './calls';
export { SIGNED_OUT_TIP, type ApiPath, type RequestOptions } from './client';
export { configureApiClient, resetApiClient, type ApiClientOptions } from './config';
export { DEVICE_ID_KEY, ensureDeviceId, readDeviceId } from './device-id';
export { lookupVisitorIp, type VisitorIp } from './ip-lookup';
export { postForm, toFormData } from './multipart';
export { fetchPrivateFile, saveBlob, type PrivateFile } from './private-file';
export { followEventStream, shopStreamHeaders, type StreamMessage } from './event-stream';
