import { Button, Heading, VisuallyHidden, Container } from '@studio/ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CategoryCards } from '../components/CategoryCards';
import { ConsentEmbed } from '../components/ConsentEmbed';
import { Picture } from '../components/Picture';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as page from './media-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('music');
}

export const meta = () => headFor('/music');

export default function MusicPage() {
  const { hero, startListening, players, categories } = useLoaderData<typeof loader>();
  return (
    <Container className={page.page}>
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

      <section className={page.section} aria-labelledby="music-players-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="xl" id="music-players-title">
            {players.heading}
          </Heading>
          <p className={page.muted}>{players.intro}</p>
          <p className={page.muted}>{players.notice}</p>
        </div>
        <ul className={page.playerGrid}>
          {players.items.map((player) => (
            <li key={player.id}>
              <ConsentEmbed player={player} />
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="music-categories-title">
        <Heading level={2} size="xl" id="music-categories-title">
          {categories.heading}
        </Heading>
        <CategoryCards items={categories.items} />
      </section>
    </Container>
  );
}
