// Sends the completed profile: JSON, or multipart with the photo and upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile, type Me } from '../../../common/api';
import type { ProfileInput } from '../../../common/profile-input';
import { apiRequest } from '../../lib/api';
import { uploadRequest } from '../../lib/upload-request';
import { authKeys } from '../auth/auth-api';
import { isFieldRefusal } from './profile-refusal';

function saveProfile(
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

/**
 * Saves the profile; who is signed in then holds it, so every screen knows at once. A refusal the
 * form shows beside a field raises no toast.
 */
export function useSaveProfile(onProgress: (percent: number) => void, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photo }: { input: ProfileInput; photo: File | null }) =>
      saveProfile(input, photo, onProgress),
    onSuccess: (profile) =>
      queryClient.setQueryData<Me | null>(authKeys.me(), (current) =>
        current ? { ...current, profile } : current,
      ),
    // A refusal about a field is said beside it alone; any other failure in the toast.
    meta: { failureFallback: fallback, toastOnError: (error) => !isFieldRefusal(error) },
  });
}
