export { LoginScreen } from './LoginScreen.tsx';
