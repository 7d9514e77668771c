import { EmbedFacade, type RichTextEmbed } from '@studio/ui';
import { consentNotice } from '@studio/content/media';
import { useConsent } from '../consent/consent';
import { playerOf } from './articleEmbeds';

/** An embed in an article body: the platform's player behind the consent facade. */
export function ArticleEmbed({ embed }: { embed: RichTextEmbed }) {
  const { preferences } = useConsent();
  const player = playerOf(embed);
  if (!player) return null;
  return (
    <EmbedFacade
      src={player.player(embed.id)}
      title={embed.title}
      height={player.height}
      allow={player.allow}
      consented={preferences.marketing}
      notice={consentNotice(player.service)}
    />
  );
}
