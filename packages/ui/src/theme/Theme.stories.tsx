import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css';
import { contrastRatio } from './contrast';
import { darkTokens, lightTokens, textColorPairs, type ColorTokens } from './tokens';

const colorRoles = Object.keys(darkTokens.color) as Array<keyof ColorTokens>;
const fontSizes = Object.keys(darkTokens.fontSize) as Array<keyof typeof darkTokens.fontSize>;
const spaces = Object.keys(darkTokens.space) as Array<keyof typeof darkTokens.space>;

const cell = { padding: vars.space['2'], borderBottom: `1px solid ${vars.color.border}` };

/** Every colour role of the contract, as the current theme fills it, with its raw values. */
function ColorRoles() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', color: vars.color.text }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlock: vars.space['3'] }}>
        Colour roles ({colorRoles.length})
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Swatch
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Role
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Dark
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Light
          </th>
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role}>
            <td style={cell}>
              <span
                aria-hidden="true"
                data-swatch={role}
                style={{
                  display: 'inline-block',
                  width: '2.5rem',
                  height: '1.5rem',
                  borderRadius: vars.radius.sm,
                  border: `1px solid ${vars.color.border}`,
                  background: vars.color[role],
                }}
              />
            </td>
            <td style={cell}>
              <code>{role}</code>
            </td>
            <td style={cell}>
              <code>{darkTokens.color[role]}</code>
            </td>
            <td style={cell}>
              <code>{lightTokens.color[role]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: {
    docs: {
      description: {
        component:
          'The theme contract as the selected theme fills it: colour roles, text pairs with their measured contrast, the type scale and the spacing scale. Switch the theme in the toolbar. Components read only these variables (`vars` from `@studio/ui/css`).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorRoles />,
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-swatch]');
    await expect(swatches).toHaveLength(colorRoles.length);
    await expect(within(canvasElement).getByText('accentContrast')).toBeVisible();
  },
};

/** Each text pair the components draw, in the current theme, with its WCAG contrast ratio. */
export const TextPairs: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: vars.space['2'],
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
      }}
    >
      {textColorPairs.map(([fg, bg]) => (
        <div
          key={`${fg}-${bg}`}
          style={{
            background: vars.color[bg],
            color: vars.color[fg],
            padding: vars.space['3'],
            borderRadius: vars.radius.md,
            border: `1px solid ${vars.color.border}`,
          }}
        >
          {fg} on {bg}
          <br />
          dark {contrastRatio(darkTokens.color[fg], darkTokens.color[bg]).toFixed(1)}:1 · light{' '}
          {contrastRatio(lightTokens.color[fg], lightTokens.color[bg]).toFixed(1)}:1
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^text on background/)).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space['3'], color: vars.color.text }}>
      {fontSizes.map((size) => (
        <p key={size} style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.snug }}>
          <code style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>{size}</code>{' '}
          <span style={{ fontFamily: size.includes('xl') ? vars.font.heading : vars.font.body }}>
            Radha Shyam Salone Ko
          </span>
        </p>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space['2'], color: vars.color.text }}>
      {spaces.map((space) => (
        <div key={space} style={{ display: 'flex', alignItems: 'center', gap: vars.space['3'] }}>
          <code style={{ width: '6rem' }}>
            space {space} · {darkTokens.space[space]}
          </code>
          <span
            aria-hidden="true"
            style={{
              height: '0.75rem',
              width: vars.space[space],
              background: vars.color.accent,
              borderRadius: vars.radius.sm,
            }}
          />
        </div>
      ))}
    </div>
  ),
};
