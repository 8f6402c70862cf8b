import type { StatCard } from '@/lib/present/money';
import { Icon } from '@/components/ui/Icon';
import { ReportedNote } from './ReportedNote';
import './rupee-note.css';
import './stat-grid.css';

export function StatGrid({ stats, label, newTabLabel }: { stats: StatCard[]; label: string; newTabLabel: string }) {
  return (
    <dl className="stat-grid" aria-label={label} data-count={stats.length}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          {stat.icon ? <Icon name={stat.icon} size={26} className="stat-icon" /> : null}
          <dt>{stat.label}</dt>
          <dd>
            {/* Each figure keeps its own direction inside right-to-left text: "150+" never becomes "+150". */}
            <bdi>{stat.text}</bdi>
            {stat.estimate ? (
              <span className="pkr-estimate">
                <bdi>{stat.estimate}</bdi>
              </span>
            ) : null}
            {stat.note ? <small className="claim-note">{stat.note}</small> : null}
            {stat.reported ? <ReportedNote note={stat.reported} newTabLabel={newTabLabel} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
