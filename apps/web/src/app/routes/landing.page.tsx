import { LandingScreen } from '@/features/marketing/components/landing-screen';

export function LandingPage() {
  return <LandingScreen />;
}
