// The API contract of SPEC sections 3 and 7, shared by the apps and api/.
import type { ServerMessage } from './messages';
import type { Currency, Language, Theme } from './constants';

export interface Preferences {
  currency: Currency;
  language: Language;
  theme: Theme;
}

export interface User {
  _id: string;
  userId: string;
  username: string;
  email: string;
  preferences: Preferences;
  createdAt: string;
}

export interface AuthPayload {
  user: User;
  accessToken: string;
}

export interface ActiveSession {
  id: string;
  device: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface SendOtpResult {
  email: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface FieldError {
  field: string;
  message: ServerMessage;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: ServerMessage;
}

export interface ApiFailure {
  success: false;
  message: ServerMessage;
  errors?: FieldError[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
