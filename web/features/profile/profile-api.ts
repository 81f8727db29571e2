// Sends the completed profile: JSON, or multipart with the photo and upload progress.
import type { Profile } from '../../../common/api';
import type { ProfileInput } from '../../../common/profile-input';
import { ApiError, apiRequest } from '../../lib/api';

export function saveProfile(
  input: ProfileInput,
  photo: File | null,
  onProgress: (percent: number) => void,
): Promise<Profile> {
  if (!photo) return apiRequest<Profile>('/api/profile', { method: 'POST', body: input });

  const form = new FormData();
  for (const [name, value] of Object.entries(input))
    if (value !== undefined) form.append(name, value);
  form.append('selfie', photo, photo.name || 'selfie.jpg');

  // fetch cannot report upload progress; XMLHttpRequest can.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/profile');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as
        (Profile & { error?: never }) | { error?: { code: string; message: string } } | null;
      if (request.status >= 200 && request.status < 300) resolve(body as Profile);
      else {
        const failure = body && 'error' in body ? body.error : undefined;
        reject(
          new ApiError(
            request.status,
            failure?.code ?? `http_${request.status}`,
            failure?.message ?? '',
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'network', 'Network error. Please check your connection.'));
    request.send(form);
  });
}
