export * from './api-error';
export * from './create-api-client';
export type * from './request';
export * from './wait-for-backend';
