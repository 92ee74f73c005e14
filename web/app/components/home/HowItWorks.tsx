import { useState } from 'react';
import type { HowItWorksTab } from '../../content/home';
import { Tabs } from '../ui/Tabs';
import { HowItWorksVideo } from './HowItWorksVideo';

/** The 'How it works' tabs; the video of the shown tab plays, the other pauses. */
export function HowItWorks({ tabs }: { tabs: readonly HowItWorksTab[] }) {
  const [active, setActive] = useState(tabs[0]?.id);
  return (
    <Tabs
      label="How it works"
      onChange={setActive}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.title,
        panel: <HowItWorksVideo id={`video-${tab.id}`} video={tab.video} active={tab.id === active} />,
      }))}
    />
  );
}
