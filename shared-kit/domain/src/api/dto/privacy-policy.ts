export interface PrivacyPolicy {
  content: string;
}
