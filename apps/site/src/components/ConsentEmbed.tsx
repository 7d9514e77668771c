import { objectPositionOf } from '@studio/contracts/focal';
import { EmbedFacade, type EmbedFacadeProps } from '@studio/ui';
import { useConsent } from '../consent/consent';
import { imageUrl, pictureSources, srcSetOf } from '@studio/content/images';
import type { EmbedPlayer } from '@studio/content/media';

export type ConsentEmbedProps = Omit<
  EmbedFacadeProps,
  'src' | 'title' | 'height' | 'allow' | 'poster' | 'consented'
> & { player: EmbedPlayer };

/**
 * A third-party player behind the facade: it loads by itself only when the visitor accepted
 * marketing cookies, otherwise on a click. Nothing is requested from the third party before.
 */
export function ConsentEmbed({ player, subtitle, ...props }: ConsentEmbedProps) {
  const { preferences } = useConsent();
  const { poster } = player;
  return (
    <EmbedFacade
      {...props}
      src={player.src}
      title={player.title}
      subtitle={subtitle ?? player.subtitle}
      height={player.height}
      allow={player.allow}
      consented={preferences.marketing}
      poster={{
        src: imageUrl(poster),
        srcSet: srcSetOf(poster, 'webp'),
        sources: pictureSources(poster),
        sizes: '(min-width: 1024px) 33vw, 100vw',
        width: poster.width,
        height: poster.height,
        ...(poster.focal ? { objectPosition: objectPositionOf(poster) } : {}),
      }}
    />
  );
}
