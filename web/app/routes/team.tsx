import { PageBanner } from '../components/shell/PageBanner';
import { TeamGrid } from '../components/team/TeamGrid';
import { members, mentor } from '../content/team';
import { Section } from '../components/ui/Container';

export default function Team() {
  return (
    <>
      <PageBanner />
      <Section>
        <h2>Mentor</h2>
        <TeamGrid members={[mentor]} featured />
        <h2>The team</h2>
        <TeamGrid members={members} />
      </Section>
    </>
  );
}
