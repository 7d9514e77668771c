import { Card, Heading, Text } from '@studio/ui';
import type { FeatureIcon as FeatureIconName } from '@studio/content/home';
import { FeatureIcon } from './FeatureIcon';
import * as styles from './FeatureCards.css';

export interface Feature {
  icon: FeatureIconName;
  title: string;
  description: string;
}

/** A list of cards, each an icon, a title and a short description (services, values, benefits). */
export function FeatureCards({ items, className }: { items: Feature[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className={styles.fill}>
            <div className={styles.body}>
              <FeatureIcon name={item.icon} />
              <Heading level={3} size="md">
                {item.title}
              </Heading>
              <Text tone="muted">{item.description}</Text>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
