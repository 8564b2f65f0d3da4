export * from './contract';
export * from './config/env';
export * from './auth/auth-store';
export * from './http/client';
export * from './http/session';
export * from './http/call';
export * from './http/results';
export * from './api';
