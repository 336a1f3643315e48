<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty needs its reason (seat {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s extra points (seat, points, comment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties (seat, points ≤ 0, reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0}{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra points of 0 change nothing (seat {0}): type the points or remove the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty of 0 changes nothing (seat {0}): type it with a minus, e.g. {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty takes points away, so it was signed with a minus ({0}). Check it and press OK again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.action</name>
    <message>
        <source>recording the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending a speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a nomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vote for seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lift-all vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lift-all vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the night shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the don&apos;s check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheriff&apos;s check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disqualifying foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.answer</name>
    <message>
        <source>yes, the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no, not the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.cancel</name>
    <message>
        <source>seat {seat} was removed at night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} was removed during the morning last words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} was removed during the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} was removed during the vote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.check</name>
    <message>
        <source>don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.out</name>
    <message>
        <source>was shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.outcome</name>
    <message>
        <source>no vote: {cause}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vote: nobody was nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vote: seat {seat} was the only candidate on day 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} was the only candidate and leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} leaves with {votes} votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every living player is tied: nobody leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied again: {refusal}; nobody leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at 4 living players two tied may not both be lifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at 9 living players three or more tied may not be lifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied again ({seats}): vote to lift all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie between seats {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{votes} of {living} for: seats {seats} leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{votes} of {living} for: nobody leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped by a removal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped by the judge&apos;s award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vote: {cause}; the city goes to night at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} already had a majority and leaves with the removed seat {removed}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.phase</name>
    <message>
        <source>the game is over ({winner} won: {reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is zero night and the roles are not recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s speech on day {day}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s tie speech on day {day}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s last words (day {day})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the vote on seat {seat} (day {day})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the revote on seat {seat} (day {day})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the vote to lift seats {seats} (day {day})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the mafia&apos;s shot (night {night})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the don&apos;s check (night {night})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the sheriff&apos;s check (night {night})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.refusal</name>
    <message>
        <source>{action} is not possible now: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {value} is not a seat (seats are 1..10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: seat {seat} {out} and is out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: seat {seat} is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody is left at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing can happen after the end: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record the roles first: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown event {event}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles: {value} is not a seat (seats are 1..10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles: the don, the two mafia and the sheriff must be four different seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judge&apos;s award needs the roles recorded first (zero night)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judge&apos;s award names the winning team, red or black, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judge&apos;s award needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nomination: name the seat being nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nomination: seats {seats} are all candidates already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no nominations: there is no vote today ({cause})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nomination: {value} is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} has already nominated seat {nominee} today: one nomination per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} is already a candidate (nominated by seat {by}); name another seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a withdrawal is made only during the nominator&apos;s own speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ruleset does not allow withdrawing a nomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {limit} withdrawals of this game are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} has made no nomination in this speech to withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {value} is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {votes} votes, but only {remaining} living players have not voted yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: seat {seat} has already voted (for seat {candidate})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}&apos;s check: {value} is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>don&apos;s check: the don cannot check himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff&apos;s check: the sheriff cannot check himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}&apos;s check: seat {seat} {out} before this night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}&apos;s check: seat {seat} was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no don check: the don (seat {seat}) {out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no sheriff check: the sheriff (seat {seat}) {out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>don&apos;s check: seat {seat} is {role}; the answer is {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff&apos;s check: seat {seat} is {found}, not {claimed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move: {value} is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move: seat {seat} cannot name himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best move was already made by seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a best move is made only in a night victim&apos;s last words: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} is {role}: only a red player makes a best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no best move: {count} players left by day 1&apos;s vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no best move: only the victim of night 1 makes one (this is night {night}&apos;s victim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no best move: seat {seat} is not the first player shot in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo: no event has been recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: the last candidate takes every hand not yet given: seats {seats}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.role</name>
    <message>
        <source>civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>don</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.team</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.win</name>
    <message>
        <source>all black players are out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black players are as many as red ones ({blacks} vs {reds})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awarded by the judge: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} was removed at {living} living players: the other team wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights in a row without anyone leaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights in a row without anyone leaving at 4 living players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine.winner</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {0}

The game is saved up to its last action; you can go on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat key does nothing now: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No foul given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the don, both mafia and the sheriff first ({0} of 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the seat the mafia shot, or − for a miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the checked seat, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“None” means nothing now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“All remaining” applies only in a vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} cannot be named in the best move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} cannot vote now (out of the game or already voted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualifying foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disqualification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is removed: disqualifying foul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an oath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speaking at night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>touching a player at night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsporting conduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} ({1}) is removed. Reason (pick or type; required):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disqualification: a disqualifying foul needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move needs 3 seats ({0} picked): press the rest, Backspace takes one back, − records no best move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No best move. Enter ends the last words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role picks cleared: start again from the don.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is already picked. Backspace takes back the last pick, − clears them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is the last candidate: every hand not yet given is his. Enter closes the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is marked for seat {0}: press the seats that vote, or − for 0 votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is marked to lift: press the seats in favour, or − for 0 votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {2} foul removes seat {0} ({1}) from the game. Give it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is removed: {1} foul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: {1} foul — the next speech is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: {2} foul — the next speech is {1} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: not recorded. Press the seat the checker names, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} · {1} · {2} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voting for seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move: press the three seats he names ({0} of 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the don, the two mafia and the sheriff, in that order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat key nominates that seat for the speaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat keys mark who votes for this candidate; Enter records them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat keys mark who votes to lift all; Enter records them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat the mafia shot, or − for a miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat the don checks, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat the sheriff checks, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate / votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} votes cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 don, mafia, mafia, sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 nominate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 toggle a vote · + all remaining · − nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 toggle a vote to lift · + all · − nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 the shot · − miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 the don&apos;s check · − no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 the sheriff&apos;s check · − no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+1…0 foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space timer · ↑/↓ ±10 s · T reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} undo · {1} redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R roles · M sound · F1 all keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show roles (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−10 s (Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+10 s (Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None / miss (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All remaining (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s decision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter puts the answer away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter puts the answer away before the next one wakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1…0 best-move guess · − no best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand not yet given goes to the last candidate; Enter closes the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter closes the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} · {1} · speech lost ({2} foul)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Not saved, so not done: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot undo: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved, so not redone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result is stored: the game can no longer be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament {0} plays ruleset {1}, not {2}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · table {1} · game {2} · started {3} · {4} actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a game at the table: start a club game with ten names, seat a table from a tournament draw, or resume a game that was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New club game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game from a tournament draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games (double-click or Enter to resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the selected game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>Civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voted out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red (civilians)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero night: record the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}: speeches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}: speeches of the tied candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}: vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}: revote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}: lift all tied candidates?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {night}: the mafia shoots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {night}: the don checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {night}: the sheriff checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter gives the floor to seat {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter starts the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter starts the vote to lift all tied candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter gives seat {0} his last words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter ends the day: night falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter moves on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero night. Press the seat of the {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles picked. Enter records them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: last words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} speaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift all of {0}? Press the seats in favour, Enter records them ({1} chosen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {0}. Press the seat the mafia shot, or − for a miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The don checks. Press the seat he points at, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheriff checks. Press the seat he points at, or − for no check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;s check: seat {0} is {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff&apos;s check: seat {0} is {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next speakers: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ballot: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes still to cast: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vote today: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0}{1}. Enter opens the result: extra points, penalties, protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter ends the speech.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter ends the speeches: seat {0}, the only candidate, leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move: press 3 seats ({0} picked), or − for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0}{1}. The result is stored; Enter shows the protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter ends the speeches: the vote on seat {0}, the only candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last candidate, seat {0}: the {1} hands not yet given are his. Enter closes the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote for seat {0}: press the seats that vote, Enter records them ({1} chosen; − for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift all: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter gives seat {0} {1} seconds as a tied candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} has lost this speech ({1} foul) but may nominate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game resumed where it stopped; the timer is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red (civilians)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge awards the win to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result was not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia Desk: the host&apos;s console for sport mafia games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer sounds on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer sounds off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Mafia Desk starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Protocol…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export protocol to PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer &amp;sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Mafia Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved draws could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (pick or type; required):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved seating draw has a table still waiting for its game. Save the tournament&apos;s draw first, or start a club game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not over. Show the roles and the night checks on the protocol? No opens it with them hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge awards the win to {0}: {1}. This ends the game. Record it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Club game: type ten names or pick them from the register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat needs a player: seats {0} are empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} sits at seats {1} and {2}: one player, one seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players by seat (type a name or pick one from the register)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · {1} · round {2} · table {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtocolBuilder</name>
    <message>
        <source>no vote: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sole candidate, no vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voted out, day {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed ({0}), {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot, night {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qualifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} fouls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtocolPdf</name>
    <message>
        <source>Red (civilians)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME PROTOCOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lift all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out / note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason / notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtocolView</name>
    <message>
        <source>Export the protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to PDF…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultCheck</name>
    <message>
        <source>seat {0}: {1} may get {2}, not {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points ({0}) not allowed: give +{1} to one player, or +{2} to each of two winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: the judge&apos;s extra points add up to {1}, outside {2}..{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points for {0} players; at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points twice for one seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0} gets the split extra points twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: +{1} goes only to players of the winning team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatTableModel</name>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominated by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voted for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speech lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: +1 foul. The {0} costs the next speech ({1} s at {2} players or fewer); the {3} removes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatingSheets</name>
    <message>
        <source>qualifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}, round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tournament} — players by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table / seat in each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {page} / {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host: ____________________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tournament} — seating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Zero night.&lt;/b&gt; Press the don, the first mafia, the second mafia and the sheriff, in that order; the 4th press records them. The seats stay unmarked; the status line shows the picks as bare seat numbers, in that order. A seat pressed twice is refused: Backspace takes back the last pick, − clears them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Vote.&lt;/b&gt; The candidates are voted in the order of nomination. For the one highlighted, press the seats whose hands are up (a second press takes a hand back); + marks every seat that has not voted yet, − nobody (0 votes is always − : Enter with no seat pressed is refused). Enter records the hands and moves to the next candidate. The last candidate (and a lone candidate from day 2 on) gets every hand not yet given: the screen shows them, Enter closes the vote; a foul or a removal may still be given while his hands are up. After each ballot the status line says how it ended; the table keeps who voted for whom until the night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player shot on the first night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player shot, on whichever night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The victim the game&apos;s rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Best move.&lt;/b&gt; {0} names 3 seats in the last words: press them; − records no best move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1..9, 0: pick seat 1..10 for what the phase asks (nominate, vote, shot, check, best-move guess)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+1..0: a foul to seat 1..10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move on to the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None / miss / no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All remaining votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or pause the timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add 10 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 10 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1..0: a disqualifying foul (removal) to seat 1..10, after a confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speaker withdraws his nomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles: a tap shows or hides them, holding shows them until released</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsPdf</name>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win
points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best
move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ci</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penal-
ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absen-
ces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjust-
ments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red
points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black
points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff
average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>don
average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head to
head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best
player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins
don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins
sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins
mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard
wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot
night 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qualif.
place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset {ruleset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after {stage} round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tournament} — standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place decided by the lot: still tied after every tie-break, by player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {page} / {pages}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
