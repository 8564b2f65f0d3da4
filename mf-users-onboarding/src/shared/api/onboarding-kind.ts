/** The two kinds of onboarding request (spec §3): one list screen each. */
export type OnboardingKind = 'individual' | 'business';
