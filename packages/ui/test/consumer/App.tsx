import {
  Accordion,
  AudioPreviewProvider,
  Avatar,
  Box,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Container,
  Dialog,
  Field,
  FilterTabs,
  Footer,
  Grid,
  Heading,
  Link,
  NavBar,
  OtpInput,
  PasswordInput,
  PosterGrid,
  Select,
  Spinner,
  Stack,
  Switch,
  Tabs,
  TeamCard,
  TeamGrid,
  Text,
  TextArea,
  TextField,
  ToastProvider,
  TrackRow,
  VisuallyHidden,
  useToast,
} from '@studio/ui';
import { Block } from './Block';
import { EditorBlocks } from './EditorBlocks';
import { GenericBlocks, member, tracks } from './GenericBlocks';

const poster = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${fill}"/></svg>`,
  )}`;

function RaiseToast() {
  const { toast } = useToast();
  return (
    <Button variant="secondary" onClick={() => toast({ type: 'success', title: 'Session booked' })}>
      Raise a toast
    </Button>
  );
}

export function App() {
  return (
    <ToastProvider>
      <AudioPreviewProvider>
        <Block name="NavBar">
          <NavBar
            logo="Other Studio"
            links={[
              { href: '/', label: 'Home' },
              { href: '/music', label: 'Music' },
            ]}
            currentPath="/"
          />
        </Block>
        <Container>
          <main id="main">
            <Block name="Heading">
              <Heading level={1}>A consumer of the packed package</Heading>
            </Block>
            <Block name="Text">
              <Text>Rendered by plain Vite from the installed tarball.</Text>
            </Block>
            <Block name="Box">
              <Box padding="4" background="surface">
                A box
              </Box>
            </Block>
            <Block name="Stack">
              <Stack gap="2">
                <span>One</span>
                <span>Two</span>
              </Stack>
            </Block>
            <Block name="Grid">
              <Grid columns={{ base: '1', mobile: '2' }} gap="3">
                <span>Left</span>
                <span>Right</span>
              </Grid>
            </Block>
            <Block name="Card">
              <Card>A card</Card>
            </Block>
            <Block name="Link">
              <Link href="/about">About the studio</Link>
            </Block>
            <Block name="Avatar">
              <Avatar name="Asha Rao" />
            </Block>
            <Block name="Spinner">
              <Spinner label="Loading" />
            </Block>
            <Block name="VisuallyHidden">
              <VisuallyHidden>Only for screen readers</VisuallyHidden>
            </Block>
            <GenericBlocks />
            <EditorBlocks />
            <Block name="Dialog">
              <Dialog.Root>
                <Dialog.Trigger asChild>
                  <Button>Open the dialog</Button>
                </Dialog.Trigger>
                <Dialog.Content>
                  <Dialog.Title>Session booked</Dialog.Title>
                  <Dialog.Description>We will confirm by email.</Dialog.Description>
                </Dialog.Content>
              </Dialog.Root>
            </Block>
            <Block name="ConfirmDialog">
              <ConfirmDialog
                title="Delete the draft?"
                description="The draft cannot be restored."
                tone="critical"
                onConfirm={() => undefined}
                trigger={<Button variant="critical">Delete draft</Button>}
              />
            </Block>
            <Block name="Tabs">
              <Tabs.Root defaultValue="overview">
                <Tabs.List aria-label="Release">
                  <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                  <Tabs.Trigger value="credits">Credits</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="overview">The overview.</Tabs.Content>
                <Tabs.Content value="credits">The credits.</Tabs.Content>
              </Tabs.Root>
            </Block>
            <Block name="FilterTabs">
              <FilterTabs
                label="Filter news"
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'press', label: 'Press' },
                ]}
              >
                <p>News</p>
              </FilterTabs>
            </Block>
            <Block name="Accordion">
              <Accordion.Root type="single" collapsible>
                <Accordion.Item value="q1">
                  <Accordion.Trigger>How do I book?</Accordion.Trigger>
                  <Accordion.Content>Write to us.</Accordion.Content>
                </Accordion.Item>
              </Accordion.Root>
            </Block>
            <Block name="Field">
              <Field label="Studio name" hint="As on your invoices">
                <input />
              </Field>
            </Block>
            <Block name="TextField">
              <TextField label="Full name" />
            </Block>
            <Block name="TextArea">
              <TextArea label="Message" />
            </Block>
            <Block name="Select">
              <Select
                label="Genre"
                placeholder="Pick a genre"
                options={[
                  { value: 'folk', label: 'Folk' },
                  { value: 'classical', label: 'Classical' },
                ]}
              />
            </Block>
            <Block name="Checkbox">
              <Checkbox label="Send me news" />
            </Block>
            <Block name="Switch">
              <Switch label="Analytics cookies" />
            </Block>
            <Block name="PasswordInput">
              <PasswordInput label="Password" />
            </Block>
            <Block name="OtpInput">
              <OtpInput label="Code" />
            </Block>
            <Block name="Toast">
              <RaiseToast />
            </Block>
            <Block name="TrackRow">
              <TrackRow track={tracks[0]!} />
            </Block>
            <Block name="PosterGrid">
              <PosterGrid
                heading={<Heading level={2}>Releases</Heading>}
                posters={[
                  {
                    id: 'p1',
                    image: poster('#884'),
                    alt: 'First',
                    badge: { label: 'Latest Release', tone: 'success' },
                    width: 300,
                    height: 450,
                  },
                  {
                    id: 'p2',
                    image: poster('#448'),
                    alt: 'Second',
                    badge: { label: 'Coming Soon', tone: 'info' },
                    width: 300,
                    height: 450,
                  },
                ]}
              />
            </Block>
            <Block name="TeamCard">
              <TeamCard member={member} />
            </Block>
            <Block name="TeamGrid">
              <TeamGrid members={[member]} heading={<Heading level={2}>Team</Heading>} />
            </Block>
          </main>
        </Container>
        <Block name="Footer">
          <Footer
            owner="Other Studio"
            year={2026}
            sections={[
              { id: 'studio', title: 'Studio', links: [{ text: 'About', href: '/about' }] },
            ]}
          />
        </Block>
      </AudioPreviewProvider>
    </ToastProvider>
  );
}
