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
        <source>A 4th foul removes seat {0} ({1}) from the game. Give it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No foul given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: 3rd foul — the next speech is lost (30 s at 3-4 players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is removed: 4th foul.</source>
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
        <source>Seat {0} ({1}) is removed. Reason:</source>
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
        <source>Seat {0} · {1} · speech lost (3rd foul)</source>
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
        <source>1…0 best-move guess</source>
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
        <source>Enter gives seat {0} 30 seconds as a tied candidate.</source>
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
        <source>Seat {0} has lost this speech (3rd foul) but may nominate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: last words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move: press 3 seats ({0} picked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} speaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote for seat {0}: press the seats that vote, Enter records them ({1} chosen).</source>
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
        <source>Enter ends the game. Winner: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0}{1}. Enter opens the result: extra points, penalties, protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awarded by the judge: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights in a row without anyone leaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all black players are out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black players are as many as red ones ({0} vs {1})</source>
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
        <source>4 fouls</source>
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
        <source>Click: +1 foul. The 3rd costs the next speech (30 s at 3-4 players); the 4th removes.</source>
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
</TS>
