import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  Badge,
  Banner,
  Button,
  Card,
  CheckboxField,
  DialogContent,
  DialogTrigger,
  EmptyState,
  Icon,
  iconNames,
  LinkButton,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  Modal,
  Popover,
  PopoverTrigger,
  ProgressBar,
  SelectField,
  Sheet,
  SliderField,
  Spinner,
  SwitchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextAreaField,
  TextField,
  toast,
  Tooltip,
  TooltipTrigger,
} from '../primitives';
import { GallerySection } from './GallerySection';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '4', alignItems: 'start' });

const voices = [
  { id: 'aria', label: 'Aria — warm narrator' },
  { id: 'basil', label: 'Basil — crisp news' },
  { id: 'cleo', label: 'Cleo — soft whisper' },
  { id: 'dax', label: 'Dax — (retired)', isDisabled: true },
];

export function Showcase() {
  return (
    <>
      <Buttons />
      <Fields />
      <Feedback />
      <Navigation />
      <Overlays />
      <Containers />
    </>
  );
}

function Buttons() {
  return (
    <GallerySection title="Buttons">
      <div className={row}>
        <Button variant="primary">Generate</Button>
        <Button>Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Delete voice</Button>
        <Button variant="link">Learn more</Button>
      </div>
      <div className={row}>
        <Button variant="primary" size="sm">Small</Button>
        <Button variant="primary">Medium</Button>
        <Button variant="primary" size="lg">Large</Button>
        <Button size="sm" iconOnly aria-label="Add"><Icon name="plus" /></Button>
        <Button iconOnly aria-label="Settings"><Icon name="settings" /></Button>
        <Button variant="ghost" iconOnly aria-label="Toggle sidebar"><Icon name="panel-left" /></Button>
      </div>
      <div className={row}>
        <Button variant="primary"><Icon name="mic" />Record</Button>
        <Button variant="primary" isPending>Saving</Button>
        <Button isDisabled>Disabled</Button>
        <LinkButton href="#docs" variant="secondary">Docs<Icon name="external" /></LinkButton>
      </div>
    </GallerySection>
  );
}

function Fields() {
  const [voice, setVoice] = useState<string | number | null>('aria');
  const [speed, setSpeed] = useState(1);
  return (
    <GallerySection title="Form fields">
      <div className={grid}>
        <TextField label="Project name" placeholder="Untitled project" description="Shown in the library." />
        <TextField label="Email" type="email" isRequired isInvalid value="not-an-email" errorMessage="Enter a valid email address." />
        <SelectField label="Voice" items={voices} value={voice} onChange={setVoice} />
        <SelectField label="Model" placeholder="Choose a model" items={voices.slice(0, 2)} size="sm" />
        <SliderField label="Speed" min={0.5} max={2} step={0.05} value={speed} onChange={setSpeed} formatOptions={{ minimumFractionDigits: 2 }} />
        <SliderField label="Stability" defaultValue={0.4} formatOptions={{ style: 'percent' }} min={0} max={1} step={0.01} />
        <TextAreaField label="Script" placeholder="Type what the voice should say…" rows={3} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <SwitchField label="Stream audio" defaultSelected description="Start playback before generation ends." />
          <SwitchField label="Disabled switch" isDisabled />
          <CheckboxField label="Remember me" defaultSelected />
          <CheckboxField label="Select all" isIndeterminate description="3 of 7 clips selected." />
          <CheckboxField label="I accept the terms" isRequired isInvalid errorMessage="Required to continue." />
        </div>
      </div>
    </GallerySection>
  );
}

function Feedback() {
  return (
    <GallerySection title="Feedback">
      <div className={row}>
        <Badge>Neutral</Badge>
        <Badge tone="accent">New</Badge>
        <Badge tone="success"><Icon name="check" />Ready</Badge>
        <Badge tone="warning">Low credit</Badge>
        <Badge tone="danger">Failed</Badge>
        <Badge tone="accent" size="sm">Beta</Badge>
        <Spinner size="sm" label="Loading" />
        <Spinner label="Loading" />
        <Spinner size="lg" label="Loading" />
      </div>
      <div className={grid}>
        <ProgressBar label="Characters used" value={64} />
        <ProgressBar label="Rendering" isIndeterminate />
        <ProgressBar aria-label="Upload" value={30} size="sm" />
      </div>
      <Banner title="New voices available">Three studio voices were added to the library.</Banner>
      <Banner tone="warning" action={<Button size="sm">Top up</Button>} onDismiss={() => undefined}>
        You have used 90% of your credits this period.
      </Banner>
      <Banner tone="danger" title="Payment failed">Update your card to keep generating audio.</Banner>
      <Banner tone="success">API key created.</Banner>
    </GallerySection>
  );
}

function Navigation() {
  return (
    <GallerySection title="Navigation">
      <Tabs defaultSelectedKey="voices">
        <TabList aria-label="Library">
          <Tab id="voices"><Icon name="mic" />Voices</Tab>
          <Tab id="history"><Icon name="wave" />History</Tab>
          <Tab id="docs"><Icon name="book" />Docs</Tab>
          <Tab id="locked" isDisabled><Icon name="lock" />Enterprise</Tab>
        </TabList>
        <TabPanel id="voices">Voices in your library.</TabPanel>
        <TabPanel id="history">Everything you generated.</TabPanel>
        <TabPanel id="docs">Guides and API reference.</TabPanel>
      </Tabs>
      <div className={row}>
        <MenuTrigger>
          <Button>Actions<Icon name="chevron-down" /></Button>
          <Menu aria-label="Clip actions">
            <MenuSection title="Clip">
              <MenuItem icon="plus" shortcut="⌘D">Duplicate</MenuItem>
              <MenuItem icon="external" href="#share">Open in new tab</MenuItem>
            </MenuSection>
            <MenuSeparator />
            <MenuItem icon="close" tone="danger">Delete</MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </GallerySection>
  );
}

function Overlays() {
  return (
    <GallerySection title="Overlays">
      <div className={row}>
        <DialogTrigger>
          <Button>Open modal</Button>
          <Modal>
            <DialogContent
              title="Delete voice?"
              footer={
                <>
                  <Button slot="close">Cancel</Button>
                  <Button variant="danger" slot="close">Delete</Button>
                </>
              }
            >
              <p className={css({ color: 'fg.muted' })}>“Aria” and its 12 clips will be removed. This cannot be undone.</p>
            </DialogContent>
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <Button>Open sheet</Button>
          <Sheet>
            <DialogContent title="Voice settings" footer={<Button variant="primary" slot="close">Save</Button>}>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                <TextField label="Name" defaultValue="Aria" />
                <SliderField label="Pitch" defaultValue={50} />
              </div>
            </DialogContent>
          </Sheet>
        </DialogTrigger>
        <PopoverTrigger>
          <Button>Popover</Button>
          <Popover aria-label="Keyboard shortcuts">Press space to play or pause.</Popover>
        </PopoverTrigger>
        <TooltipTrigger>
          <Button iconOnly aria-label="Notifications"><Icon name="bell" /></Button>
          <Tooltip>Notifications</Tooltip>
        </TooltipTrigger>
        <Button onPress={() => toast({ title: 'Clip saved', description: 'Saved to your library.', tone: 'success' })}>Toast</Button>
        <Button onPress={() => toast({ title: 'Generation failed', description: 'The engine stopped.', tone: 'danger' })}>Error toast</Button>
      </div>
    </GallerySection>
  );
}

function Containers() {
  return (
    <GallerySection title="Containers">
      <div className={grid}>
        <Card
          title="Credits"
          description="Resets on 1 December."
          actions={<Button variant="ghost" size="sm" iconOnly aria-label="More"><Icon name="menu" /></Button>}
          footer={<Button size="sm">Manage</Button>}
        >
          <ProgressBar label="Used" value={42} />
        </Card>
        <EmptyState icon="library" title="No voices yet" description="Clone or design a voice to see it here." action={<Button variant="primary" size="sm"><Icon name="plus" />New voice</Button>} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', color: 'fg.muted' })}>
        {iconNames.map((name) => (
          <TooltipTrigger key={name}>
            <Button variant="ghost" size="sm" iconOnly aria-label={name}><Icon name={name} /></Button>
            <Tooltip>{name}</Tooltip>
          </TooltipTrigger>
        ))}
      </div>
    </GallerySection>
  );
}
