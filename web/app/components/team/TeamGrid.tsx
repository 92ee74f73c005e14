import { useState } from 'react';
import type { TeamMember } from '../../content/team';
import { TeamCard } from './TeamCard';

/** A group of cards of which at most one is expanded: opening one closes the others. */
export function TeamGrid({ members, featured = false }: { members: readonly TeamMember[]; featured?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className={featured ? 'team-mentor' : 'team-grid'}>
      {members.map((member) => (
        <TeamCard
          key={member.id}
          member={member}
          featured={featured}
          open={openId === member.id}
          onToggle={() => setOpenId((current) => (current === member.id ? null : member.id))}
          onClose={() => setOpenId(null)}
        />
      ))}
    </div>
  );
}
