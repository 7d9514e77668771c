import { Button, Heading, VisuallyHidden, Section, Grid } from '@studio/ui';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CategoryCards } from '../components/CategoryCards';
import { ConsentEmbed } from '../components/ConsentEmbed';
import { Picture } from '../components/Picture';
import { MediaPage } from '../components/PageColumn';
import { contentSource } from '../contentSource.server';
import { headFor, originOf } from '../head/meta';
import * as page from './media-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('music');
}

export const meta: MetaFunction = ({ matches }) => headFor(originOf(matches), '/music');

export default function MusicPage() {
  const { hero, startListening, players, categories } = useLoaderData<typeof loader>();
  return (
    <MediaPage>
      <section className={page.hero} aria-labelledby="music-title">
        <Picture image={hero.image} priority sizes="100vw" className={page.heroImage} />
        <div className={page.heroShade} />
        <div className={page.heroContent}>
          <p className={page.eyebrow}>{hero.eyebrow}</p>
          <Heading level={1} size="2xl" id="music-title">
            {hero.heading}
          </Heading>
          <p className={page.lead}>{hero.lead}</p>
          <Button asChild size="lg">
            <a href={startListening.href} target="_blank" rel="noopener noreferrer">
              {startListening.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
        </div>
      </section>

      <Section heading={players.heading} intro={[players.intro, players.notice]}>
        <Grid as="ul" minItemWidth="18rem" gap="5">
          {players.items.map((player) => (
            <li key={player.id}>
              <ConsentEmbed player={player} />
            </li>
          ))}
        </Grid>
      </Section>

      <Section heading={categories.heading}>
        <CategoryCards items={categories.items} />
      </Section>
    </MediaPage>
  );
}
