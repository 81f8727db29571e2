// Shapes the API sends, shared by the server's presenters and the web client.
import type { Rso } from './teams.js';

export type Profile = {
  profileComplete: boolean;
  employeeId: string;
  name: string;
  gender: 'male' | 'female';
  rso: Rso;
  team: string;
  selfieUrl: string | null;
  phone: string;
  phoneNumber: string;
  createdAt: number;
  updatedAt: number;
};

export type Me = { uid: string; phoneNumber: string; profile: Profile | null };

export type PublicSite = {
  event: { name: string; timeZone: string };
  teams: { key: Rso; label: string; capacity: number }[];
  gallery: { selfPhotoUrl: string; eventPhotoUrl: string };
  videos: { title: string; src: string; cover: string }[];
  profile: { selfie: boolean };
};

export type ApiErrorBody = { error: { code: string; message: string; retryAfterSeconds?: number } };
