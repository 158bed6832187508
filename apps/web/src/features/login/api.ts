import {
  type ForgetLoginRequestBody,
  type LoginRequestBody,
  LoginResponseBody,
  OkResponseBody,
  type RememberedLoginRequestBody,
} from '@launchdeck/protocol';
import { post } from '../../lib/http.ts';

export const login = (body: LoginRequestBody) => post('/api/login', LoginResponseBody, body);

export const loginRemembered = (body: RememberedLoginRequestBody) =>
  post('/api/login/remembered', LoginResponseBody, body);

export const forgetLogin = (body: ForgetLoginRequestBody) =>
  post('/api/login/forget', OkResponseBody, body);
