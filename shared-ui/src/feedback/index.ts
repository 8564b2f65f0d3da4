export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState } from './loading-state';
export { FeedbackProvider, useFeedback, type Feedback } from './feedback-provider';
