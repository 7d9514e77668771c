import { Section, Grid } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { CategorySection } from '../components/CategoryCards';
import { ConsentEmbed } from '../components/ConsentEmbed';
import { MediaHero } from '../components/MediaHero';
import { MediaPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = pageLoader('music');

export const meta = pageHead('/music');

export default function MusicPage() {
  const { hero, startListening, players, categories } = useLoaderData<typeof loader>();
  return (
    <MediaPage>
      <MediaHero id="music-title" hero={hero} action={startListening} />

      <Section heading={players.heading} intro={[players.intro, players.notice]}>
        <Grid as="ul" minItemWidth="18rem" gap="5">
          {players.items.map((player) => (
            <li key={player.id}>
              <ConsentEmbed player={player} />
            </li>
          ))}
        </Grid>
      </Section>

      <CategorySection categories={categories} />
    </MediaPage>
  );
}
