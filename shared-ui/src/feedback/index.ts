export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState } from './loading-state';
