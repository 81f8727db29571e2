// The gallery: the spec's two external links behind a disclaimer, as they are, while the album is
// off; with the album on, the photo walls' approved photos above them, each opening large and each
// with its download.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Album } from '../../../common/engage';
import { makeSite } from '../../test/factories';
import { InLanguage } from '../../test/in-language';
import { seenRequests, server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { GalleryPage } from './gallery-page';

const album: Album = {
  photos: [1, 2].map((n) => ({
    id: `p${n}`,
    url: `/api/engage/photos/p${n}/image`,
    smallUrl: `/api/engage/photos/p${n}/image?size=small`,
    downloadUrl: `/api/engage/photos/p${n}/image?download=1`,
    width: 800,
    height: 600,
    team: 'bhopal',
    createdAt: 1_700_000_000_000 + n,
    wall: { en: 'Hall photos', hi: 'हॉल की फ़ोटो' },
  })),
};

function openGallery(albumOn: boolean, language: 'en' | 'hi' = 'en') {
  const site = makeSite();
  server.use(
    http.get('/api/site', () =>
      HttpResponse.json(makeSite({ gallery: { ...site.gallery, album: albumOn } })),
    ),
    http.get('/api/engage/album', () => HttpResponse.json<Album>(album)),
  );
  renderWithApp(
    [
      {
        path: '/gallery',
        element: (
          <InLanguage language={language}>
            <GalleryPage />
          </InLanguage>
        ),
      },
    ],
    ['/gallery'],
  );
}

describe('the gallery', () => {
  it('stays the spec’s two links while the album is off, and asks for no album', async () => {
    openGallery(false);
    expect(await screen.findByRole('button', { name: 'Self Photo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Event Photo' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Event album' })).toBeNull();
    expect(seenRequests).not.toContain('GET /api/engage/album');
  });

  it('shows the album above the links, each photo opening large, each downloadable', async () => {
    const user = userEvent.setup();
    openGallery(true);
    const heading = await screen.findByRole('heading', { name: 'Event album' });
    const photos = await screen.findAllByRole('img', { name: /^Photo \d: Hall photos$/ });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/api/engage/photos/p1/image?size=small',
      '/api/engage/photos/p2/image?size=small',
    ]);
    const download = screen.getByRole('link', { name: 'Download photo 2' });
    expect(download).toHaveAttribute('href', '/api/engage/photos/p2/image?download=1');
    expect(download).toHaveAttribute('download');
    const links = screen.getByRole('button', { name: 'Self Photo' });
    expect(heading.compareDocumentPosition(links)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await user.click(screen.getByRole('button', { name: 'Photo 2: Hall photos' }));
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('says it in Hindi', async () => {
    openGallery(true, 'hi');
    expect(await screen.findByRole('heading', { name: 'कार्यक्रम एल्बम' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'फ़ोटो 1 डाउनलोड करें' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'फ़ोटो 1: हॉल की फ़ोटो' })).toBeVisible();
  });
});
