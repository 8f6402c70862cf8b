import type { Stat } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';

export function StatGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="stat-grid" aria-label={label} data-count={stats.length}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          {stat.icon ? <Icon name={stat.icon} size={26} className="stat-icon" /> : null}
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
