import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Image, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { thumbnailUrl } from '../../lib/videoUrls';

/** The landing's promotional video (PROMO_VIDEO_ID): its thumbnail, then the player once asked for. */
export function PromoVideo({ videoId }: { videoId: string }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  return (
    <AspectRatio ratio={16 / 9}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={t`How Workout Coach works`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 16 }}
        />
      ) : (
        <UnstyledButton
          onClick={() => setPlaying(true)}
          aria-label={t`Play the video: how Workout Coach works`}
        >
          <Image src={thumbnailUrl(videoId)} fallbackSrc="/video-placeholder.svg" alt="" radius="lg" />
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
