// The API contract of SPEC sections 3 and 7, shared by the apps and api/.
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
  message: string;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
