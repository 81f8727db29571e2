// Sends the completed profile: JSON, or multipart with the photo and upload progress.
import { Profile } from '../../../common/api';
import type { ProfileInput } from '../../../common/profile-input';
import { apiRequest } from '../../lib/api';
import { uploadRequest } from '../../lib/upload-request';

export function saveProfile(
  input: ProfileInput,
  photo: File | null,
  onProgress: (percent: number) => void,
): Promise<Profile> {
  if (!photo) return apiRequest('/api/profile', Profile, { method: 'POST', body: input });

  const form = new FormData();
  for (const [name, value] of Object.entries(input))
    if (value !== undefined) form.append(name, value);
  form.append('selfie', photo, photo.name || 'selfie.jpg');
  return uploadRequest('/api/profile', Profile, form, {
    onProgress: ({ loaded, total }) => onProgress(Math.round((loaded / total) * 100)),
  });
}
