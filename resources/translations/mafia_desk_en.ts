<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AbsenceDialog</name>
    <message>
        <source>Missed the round without notice: {0} points under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announced in advance: no points, no penalty{0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a limit of {0} per player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table did not play (too few players): {0} points{1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sat out by the draw: nothing is counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points outside a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence from a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a registered player from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 points change nothing: type the points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points outside a game need their reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points outside any game (a late arrival, a judge&apos;s decision): never multiplied by a stage&apos;s coefficient. A negative number takes points away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakdownDialog</name>
    <message>
        <source>Points of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: place {1}, total {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakdownPdf</name>
    <message>
        <source>{name}: place {place}, total {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}, {role}, {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coefficient ×{k}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games {games}, wins {wins}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after protest {id} of {filer} ({text}): {decision} by {judge}, {at}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games {games}, wins {wins}, draws {draws}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Busy</name>
    <message>
        <source>Another desk&apos;s unfinished write holds table {0}; the server ends it within {1} s. Still trying…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartsTab</name>
    <message>
        <source>Q{0}</source>
        <comment>a qualifying round on the chart&apos;s axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S{0}</source>
        <comment>a semifinal round on the chart&apos;s axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F{0}</source>
        <comment>a final round on the chart&apos;s axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game counted yet: the charts fill in as results are stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is a player&apos;s standings total after each round; adjustments count from the first round, as in the standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With K a total can fall without a lost game: K sinks as the side that won fewer games wins more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K is the difficulty coefficient of the standings after each round: a win of the side that won fewer games so far is worth its win points × K (now {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruleset has no difficulty coefficient K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points earned in games as each role, stage coefficients included. Absences and adjustments belong to no role: {0} points in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the games at each seat that the seat&apos;s team won, whatever the role: {0} games counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart saved to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race: totals by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red against black by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win share by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players shown (tick to add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top &amp;10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the ten best players of the current standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CloseStageDialog</name>
    <message>
        <source>points as red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points as black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average as sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average as don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head-to-head points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times best player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins as don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins as sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins as mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins in hard games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times shot on night 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place after the qualifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge who announces the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the stage: into {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out (ahead today)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody of the {0} goes through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tie at the line: place {0} has more points than place {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied at the line after every tie-break: {0}. A lot decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} drew {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied at the line after every tie-break; the lot decided: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal points at the line; {0} decided place {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} of {1} players of the {2} go through to the {3}.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By today&apos;s standings: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stage was closed by {0} at {1}; the list shown is the one announced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections since then would now send other players through ({0}); the list stays as announced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {0} of the {1} rounds of the {2} are entered: close it after its last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the number each tied player drew, all different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter who closes the stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage was not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot at the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These players are equal on every tie-break. Draw lots and enter the number each one drew: the lower number takes the higher place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage cannot be closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points net of penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points net of penalties per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best moves naming 3 blacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best moves naming 2 blacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most extra points in one game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>Conflict on table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0} ({1}, round {2}) was changed on this laptop and elsewhere. Nothing is merged: keep one of the two versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop: {0} actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server: {0} actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the server&apos;s version with this laptop&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the server&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending this laptop&apos;s version to the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0} events; cannot be replayed: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, seat {1} has the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it stands after {0} actions: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConstraintsDialog</name>
    <message>
        <source>{0}: sits out round(s) {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair is two different players of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the player who sits out from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are numbers 1 to {0}, such as “1, 3-4”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say for how many first rounds the players are kept apart (1 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apart in the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep &amp;club-mates apart (by the players&apos; club)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named pairs kept apart (family, a couple, a coach and his pupil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players sitting out rounds (a judge-player, the rounds he judges)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds, e.g. 1, 3-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;sit-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Teammates apart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Void the game of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A void needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A void needs the judge&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void a stored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored game stays in the tournament&apos;s history; the standings no longer count it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it changes in the standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawGridModel</name>
    <message>
        <source>Table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (id {1}): drag onto another player to swap them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <message>
        <source>Draw: {0}</source>
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
    <message>
        <source>replacing a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the named guess</source>
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
    <message>
        <source>seat {seat} leads day 1&apos;s vote, which eliminates nobody (zero voting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at {living} living players {tied} tied may not be lifted</source>
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
    <message>
        <source>the game is over (a draw: {reason})</source>
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
    <message>
        <source>there is no vote to lift all: {tied} tied at {living} living may not be lifted under this ruleset ({ruleset}), so nobody left and night fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {who} (seat {seat}) is out: his turn is kept so the table cannot tell, and only no check may be recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is paused for a technical break (since {since}): resume it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is already paused for a technical break (since {since})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no technical break to end: the game is not paused ({phase})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a break cannot end at {at}, before it began ({start})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a break cannot begin at {at}, before the last one ended ({last})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replacing the player of seat {seat} needs the new player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replacing the player of seat {seat}: the name must have no spaces around it and no control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} already plays at this table (seat {seat})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} has already named his three seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three seats are named only by a victim asked for his best move: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} makes a best move: record it as the best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a foul of the night is given before the town wakes, not now: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judge&apos;s award names the winning team, red or black, or a draw, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judge&apos;s award may be a draw only under a ruleset whose three-nights rule is draw, not {rule}</source>
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
    <message>
        <source>three nights in a row with nobody leaving</source>
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
    <message>
        <source>The details are in the log: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details were printed in the terminal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileProtestDialog</name>
    <message>
        <source>File a protest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is protested, as the player says it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Protest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time is stamped when the protest is stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A protest is filed on a stored game: there is none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who files the protest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A protest needs its text: what is protested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed by a team&apos;s &amp;captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No teams in this tournament: a protest is filed by a player of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team has a captain yet (Players tab, Teams…): a protest is filed by a player of the game.</source>
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
    <message>
        <source>Seat {0}: the checker is out, so no check is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is paused for a technical break: F9 resumes it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} withdrew the nomination of seat {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not taken: the check&apos;s answer is up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameImport</name>
    <message>
        <source>Import games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games come from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the game logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games were not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} game logs written to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the game logs could not hold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games make up a tournament ({0}). Import it into the database?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Length of a day speech.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of a tied candidate&apos;s speech before a revote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 3, G16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last words of a single player leaving (vote or night shot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 3-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last words of each player when several leave by one vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G7; arctic seed 001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time the don and the sheriff each get for a night check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance: check time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia&apos;s agreement on the zero night (the host&apos;s clock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 1: one minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move&apos;s clock: the first part of the night-1 victim&apos;s last words, until he names his three seats or declines; then the last words&apos; time runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this app&apos;s choice (no seed gives one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long hands may go up for one candidate (and in the lift vote) before the host&apos;s &apos;thank you&apos; (0 = no vote clock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline: none; arctic seed 001 (1.5-2 s), german seed 004 (2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this many living players or fewer a 3rd-foul player speaks shortened instead of losing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech length of a player with 3 fouls at a short table (the living count above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 6, G12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech length of a player whose 3rd foul restricts his next day speech, above the short table (0 = the speech is lost; he may still nominate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 6, G11, G13; rfm-2026: 10 s (docs/rulesets.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The foul count that costs a player his next day speech (shortened instead at a short table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 6, G12, G13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The foul count that removes a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several seats named in one sentence (&apos;I nominate 1, 2, 3&apos;): which one counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance: several candidates; G9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;I nominate 1, I nominate 2&apos;: which counts (the first not nominated skips seats already candidates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G9; arctic seed 001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many nominations may be withdrawn in a whole game (-1 = unlimited, 0 = not allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance: withdrawing; G8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether day 1 with exactly one candidate holds a vote (baseline: no vote).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day 1&apos;s vote eliminates nobody: a ballot with one leader ends the day; a tie goes on as on any day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polemica zeroVoting; mafiaratings first-day voting rule 2 (docs/import-games.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 4 living players, whether two tied candidates may both be lifted (car crash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance; G14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 9 living players, whether three or more tied candidates may be lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finer FIIM points; G14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts [living, tied] at which the tied may not be lifted: a second tie of the same seats then means nobody leaves, with no lift-all vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rfm-2026 (docs/rulesets.md); none in the 2016 seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal at night means no vote on the next day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G1, G20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal during the morning last words means no vote that day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G1, G3; arctic seed 001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal during the day&apos;s speeches or the vote sends the city to night at once (else they go on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G2; arctic seed 001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal during the vote after a candidate has votes from more than half the living: both leave (else the vote stops, majority or not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G4, G5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal at 3 or 4 living players gives the win to the other team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance; german seed 004</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who makes the best move: only the night-1 victim, or the first player shot whenever it happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance: best move; G17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move is void when at least this many players left by day 1&apos;s vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finer FIIM points; G17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the host may seat a tournament draw&apos;s table in another order (its players stay the same).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec tournament-format draws[]; no seed allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied candidates speak before every revote, a revote among a different set too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline 3; G16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat replaced mid-game (a judge&apos;s decision): the game&apos;s result goes to the player who started it, or to the substitute on the seat at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge&apos;s decision; no seed says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reasons offered for a result awarded by the judge (a typed reason is accepted too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G22</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three nights in a row with nobody leaving: red wins at any count, red wins only at 4 living, never anything, or the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nuance: three nights; G15; draw: RFM 2026 reg. 4.7.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A removal for fouls breaks a run of quiet nights (if not, only a shot or a vote-out does).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G15; RFM 2026 spec 8.15: only a shot or a vote-out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameProtocol</name>
    <message>
        <source>The game is void (corrections).</source>
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
    <message>
        <source>{0} resume the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 all keys</source>
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
    <name>GamesTab</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points / reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by player name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;bsence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad&amp;justment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing now at the host&apos;s screen: {0} steps recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result yet: “Enter result…” types it from the paper protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History (the standings use the last entry):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. original result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result stored: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a stored game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction stored: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game voided: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge an exchange file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was not merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged {0}: {1} new entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the entry changed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change of an entry needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change of an entry needs the judge&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an absence or an adjustment first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted: {0} {1} ({2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File a protest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest {0} filed: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesText</name>
    <message>
        <source>{0}, round {1}, table {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot on night 1: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move: seat {0} named {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra points: seat {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed: seat {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty: seat {0} {1} — {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} by {1} at {2}: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best in circle {2}: seat {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst in circle {2}: seat {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallStandings</name>
    <message>
        <source>Standings: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings are announced at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — teams</source>
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
    <message>
        <source>Tournaments (organiser)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table from the server…</source>
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
    <message>
        <source>{0} The vote is stopped: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} The vote is stopped: nobody leaves by vote today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} No vote today: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: {0}. The result is stored; Enter shows the protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: {0}. Enter opens the result: extra points, penalties, protocol.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostWords</name>
    <message>
        <source>Don, go to sleep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff, go to sleep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}, you have lost this speech for fouls; you may only nominate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}, you have the floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}, you have {1} seconds to defend yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is for all the candidates (seats {0}) leaving the table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night falls, the town falls asleep. The mafia goes hunting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia, go to sleep. Don, wake up and look for the sheriff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don, go to sleep. Sheriff, wake up and look for the mafia.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: the town wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: the mafia wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town falls asleep. Mafia, wake up: you have a minute to agree. Don, show yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia, go to sleep. Sheriff, wake up and show yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town wakes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town wakes up. Nobody was killed tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is the only candidate: every hand is his, he leaves the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revote between seats {1}. Who is for seat {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We vote; the candidates are seats {1}. Who is for seat {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands not yet given go to seat {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is for seat {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}, your last minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}, your last words: {1} seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name your best move: three seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town wakes up. Seat {0} was killed tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgeDay</name>
    <message>
        <source>{stage}, round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (seat, name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tournament} — judge {judge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table assigned.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgeDayDialog</name>
    <message>
        <source>A judge&apos;s tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables to judge: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table assigned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgeDialog</name>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plays as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A judge needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a judge named {0} already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgesTab</name>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A judge&apos;s &amp;tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign a&amp;utomatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges at the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge {0} added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} judges tables of saved rounds: take him off them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge {0} saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove judge {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge {0} removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved draw yet: draw a round on the Rounds tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (club)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— no judge —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the tables get these judges once you save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judges assigned in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is chosen for two tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges assigned (seed {0}); some tables break the rule, see below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges assigned (seed {0}): no judge at a table of his own club.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges of {0}, round {1} saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: no judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: judge {1} plays at table {2} in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: judge {1} is of the same club as {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: judge {1} is of the same team as {2}.</source>
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
        <source>Timer sounds on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer sounds off.</source>
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
    <message>
        <source>&amp;Tournaments…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(open to the network at {0}: anyone there can see it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound volume {0} %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speech clock starts when Enter gives the floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speech clock waits for Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical &amp;break / Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the speech clock when Enter gives the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream &amp;overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;host&apos;s words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator display&apos;s &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pectator display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator display: &amp;light theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;BS scenes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: not used — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament server is set: Settings → Tournament server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laptops connected to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament ser&amp;ver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a table from the ser&amp;ver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments on the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laptops connected to the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia Desk {0}: the host&apos;s console for sport mafia games and tournaments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: MIT. Fonts: DejaVu (free licence, in the fonts folder). Qt {0} (LGPLv3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log folder is {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament server&apos;s password ({0}). This computer has no keyring to keep it, so it is asked at each start and never written down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the server&apos;s copy of table {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the server who is connected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (nobody wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s decision, a team&apos;s win or a draw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge declares a draw: {0}. This ends the game. Record it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} into {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is for the tournament “{0}”: merge it into “{1}” all the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: {0}. Already here: {1}. In conflict: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be merged while the file and this laptop disagree. Resolve each conflict on the other laptop (and export again), or correct the game here, then merge the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merged tournament would break its rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file brings nothing new: everything in it is already here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not stored here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge a file into the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage closings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}, round {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} won ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} tables drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, sitting out: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players enter {1}: {2}; closed by {3} at {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; a lot placed {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sat out by the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} in {2}, round {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} points outside a game, {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voided by {0} at {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced by {0} at {1}: {2}; now {3} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protest {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset&apos;s default stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ×{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: a draw ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced by {0} at {1}: {2}; now a draw</source>
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
    <name>NewTournamentDialog</name>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating (random / swiss / final, per round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judges:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stages (rounds, tables, who advances, coefficient, seating per round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset &amp;options: applied to every game of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss rounds ranked by (points / extra points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw after three quiet nights needs a ruleset that has it (rfm-2026, fiim-2025): the tournament&apos;s file could not store such a game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObsDialog</name>
    <message>
        <source>OBS scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switch OBS scenes with the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scene for each moment of the game, named as in OBS. An empty entry leaves OBS where it is; a speaker&apos;s own scene overrides &quot;Speech&quot;. The whole night is one scene.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS scene</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObsScene</name>
    <message>
        <source>Zero night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day (any step without its own scene)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaker {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote, revote, lift vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObsSceneSwitcher</name>
    <message>
        <source>OBS scene switching is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS: cannot switch to the scene &quot;{0}&quot; (is it named so in OBS?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS: the connection was lost ({0}); retrying later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS scene: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS: the obsws-python library is not installed; scene switching is unavailable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS is not running at {0} (or its WebSocket server is off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBS at {0}: cannot connect ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionCells</name>
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
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first not nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at any count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night-1 victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>speech of seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied candidate&apos;s speech, seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last words of seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voting for seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vote to lift all tied candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move of seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay: {0} is not an IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay: cannot listen on {0} port {1} ({2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical break since {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PendingRuling</name>
    <message>
        <source>protest {0} upheld: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerChangeDialog</name>
    <message>
        <source>Late arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player arrives from the round below: he is not seated before it, and each round of that stage he missed is recorded as an absence, missed or excused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player leaves the tournament from the round below: he is not seated in it or later. His earlier games keep counting; the rounds he no longer plays are not charged (no absence is recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A substitute takes the player&apos;s place from the round below. The games before it stay the replaced player&apos;s; from it on, the substitute&apos;s games count for the substitute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replaced player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (no penalty, no points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (no penalty, no points); at most {0} per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round of {0} before round {1} was played or drawn: nothing to charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw of round {0} of {1} seats him: re-draw it on the Rounds tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The substitute takes his seat in the saved draw of round {0} of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late arrival, round {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the withdrawal of {0} from round {1} of {2}?
{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the substitute first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} takes {2}&apos;s seat in the saved draw of {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From &amp;round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;eason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for &amp;lateness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An adjustment outside any game, as regulations that fine lateness by the minute ask (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;new player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds he missed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerChanges</name>
    <message>
        <source>Late arrival: {0}, from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawal: {0}, from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute: {0} for {1}, from {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerEditDialog</name>
    <message>
        <source>A player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nic&amp;kname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerHistoryDialog</name>
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
    <message>
        <source>History: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
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
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes for black / votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot night 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{games} games; shot on the first night in {shot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game has an event log (results entered on the quick form or merged): votes, nominations, checks and fouls are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the {logged} games with an event log: voted for a black player as red {black} times of {votes}; nominated in {nominated} games ({nominations} times); checked by the sheriff in {sheriff}, by the don in {don}; {fouls} fouls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} games have no event log (the quick form) and are not in these figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerImportDialog</name>
    <message>
        <source>{0} {1}, registered in this tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} in the player registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resembles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An XLSX workbook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV text, encoding {0}, delimiter: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first and last name swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {0} of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely duplicates ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped rows ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To register: {0}. Rows that cannot be read: {1}. Duplicates skipped: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was registered: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CSV or XLSX file with one player per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first row is a &amp;header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nic&amp;kname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players as they will be registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the file was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: nothing was registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registering {0} players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPickerDialog</name>
    <message>
        <source>{0} of {1} players selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register players from the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more players (Ctrl or Shift + click). Players already registered in this tournament are not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name, nickname, club, city</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerRegistry</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrew from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>substitute for {0} from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced by {0} from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one player in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered in this tournament as {0}, and added to the player registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrects the registration in this tournament; the protocols of games already played keep the name they were written with, and the player registry is edited in Player registry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {0} from this tournament? The player registry keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by code, name, club, city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register players from the registry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Substitute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player registry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registration changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;me names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How players who share a name are told apart in every tab, on the sheets, the exports and the hall screen: by their club, their city or their code; when that does not tell them apart either, the next field and finally a number are added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointWords</name>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge&apos;s extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best in a circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst in a circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights without change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win in a hard game ({0} × K {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheriff&apos;s best move, {0} black(s) named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move, {0} black(s) named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ci (B = {0}, N = {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removal ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absence: {0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}, table {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ci, team won (B = {0}, N = {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ci, drawn game (B = {0}, N = {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtestText</name>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} by {1}, {2}: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest {0} of {1}, {2}: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the head judge&apos;s ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (revised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}, {2}: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruling: not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruling: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(revised {0}×)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtestsTab</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All protests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name or text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File a protest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ule…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s &amp;protocol…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried out by the correction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upheld without a change to the game&apos;s result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest {0} filed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a protest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revise the ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protest {0} is ruled already ({1}). Revise the ruling? The old one stays on record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling on protest {0} stored.</source>
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
    <message>
        <source>seat {0}: {1} replaced {2}; moment: {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>technical break from {0}, still on: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>technical break {0}–{1} ({2}): {3}</source>
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
    <message>
        <source>Nobody: a draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtocolText</name>
    <message>
        <source>Day {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (by {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nominated: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vote: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for lifting all: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a miss</source>
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
        <source>the don checked {0}: {1}</source>
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
        <source>the sheriff checked {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move of seat {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
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
    <name>QuickResultDialog</name>
    <message>
        <source>normal: the game was played to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights without a change (red wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awarded by the judge (give the reason)</source>
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
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a stored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players from the draw of round {0}, table {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No draw for this table: choose the players seat by seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the player of seat {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A result awarded by the judge needs the judge&apos;s reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row of 0 points changes nothing: type the points or remove the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table is playing now at the host&apos;s screen: its result is stored there when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A correction needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A correction needs the judge&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of a game played on paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles and result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Don (seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mafia (seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;heriff (seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it &amp;ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s &amp;reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot on night &amp;1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Best move by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra points, removals, penalties</source>
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
        <source>Add a removal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction of the stored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s extra points at the end of the game: {0} to {1} per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best and worst in a circle: {0} and {1}, at most {2} of each per circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {0} best marks per circle: circle {1} has {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {0} worst marks per circle: circle {1} has {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} has {1} marks in circle {2}: one mark per player and circle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best and worst in a circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a circle mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three nights without a change (a draw)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RaceView</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingHistoryChart</name>
    <message>
        <source>His games, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsCsv</name>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
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
        <source>{0} games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsPdf</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <source>{games} games, {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsView</name>
    <message>
        <source>MR-style Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>openskill (Plackett-Luce)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{model}: {parameters}. {tournaments} tournaments, {games} games, {players} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K in a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K in a club game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expectation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = 1/(1+10^((Rb-Rr)/scale)), team averages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mu - 3 sigma (ordinal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating every stored tournament…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RedBlackView</name>
    <message>
        <source>Red won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>stage {0}: {1} players cannot fill {2} table(s) of {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {0}: its number of rounds is not fixed, draw them one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {0}: no random round is left to draw; its rounds by the standings are drawn one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {0}: no random round is left to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {0}: no drawn round is still to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be removed: he has {1} game(s) in this tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <source>{0} players in the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player in the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one player in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments keep the name a player was registered under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {0} from the registry?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select exactly two players (Ctrl + click) to merge them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge {0} into {1}? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged into {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player known to this desk, across tournaments. A tournament keeps the name a player was registered under; merging two records makes their tournaments and games one person&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name, nickname, club, city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge two…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistryMergeDialog</name>
    <message>
        <source>Keep {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is removed; his registrations and games become {1}&apos;s. {1} keeps his name and takes the nickname, club or city he lacks from {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two records are one person. Choose the record to keep: the other one&apos;s tournaments and games will point at it, and the other record is removed.</source>
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
    <message>
        <source>positive extra points for {0} players; at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positive extra points add up to {0}; at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {0}: extra points {1} and best move {2} add up to {3}; at most {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player of a drawn game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolesView</name>
    <message>
        <source>The whole tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundBoard</name>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speeches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie speeches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vote to lift all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protested: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss draw: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short table, +{0} each: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss draw {0}: no games yet, in registration order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss draw {0} after round 1 of {1} (games: {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss draw {0} after rounds 1-{1} of {2} (games: {3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1} open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protests in this round: {0}, waiting for a ruling: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File a protest on the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most meetings of one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs meeting that often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of squared meetings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs meeting again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 1 spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats 1-5 / 6-10 gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit-out spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept-apart players together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rounds: the tournament has no stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1} · {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played: every table&apos;s result is entered (seed {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked: a game of this round has started, so its draw can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview, not saved (seed {0}): “Save draw” stores it for the tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved draw (seed {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not drawn yet: “Draw” makes a preview by the stage&apos;s method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seating constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club-mates apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) apart</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in the first %n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sit-out(s) of judge-players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Constraints: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a round in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} of {1} is locked: its game at table {2} has started, so its draw can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} of {1} was not drawn: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn with seed {0}: a preview until you save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to save: draw the round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the saved draw?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} of {1} already has a saved draw (seed {2}). Replace it with this one? Print the seating sheets again afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw saved: the tables can start from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped {0} and {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved draw is updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · table {1}, seat {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · sitting out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints saved: the next draws keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not re-drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a round of the stage in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {0} was not re-drawn: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0} seats {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-draw rounds {0} of {1}? Played rounds stay exactly as they are.
{2}
Figures of the whole stage, before → after:
{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unavailable players: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-draw the unplayed rounds?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds {0} re-drawn and saved: print their seating sheets again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seating sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the draw first: the sheets print what the tables will get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating sheets written to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds of every stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Constraints…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club-mates and named pairs apart in the first rounds, judge-players sitting out the rounds they judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same draw; leave it empty for a random one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-dra&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw again with a new random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-draw &amp;unplayed rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a dropout: every drawn round with no game yet is drawn again, the played rounds as history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating s&amp;heets PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a name onto another to swap the two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each figure beside its proven lower bound: a value at its bound cannot be improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs that never meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 10 spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats repeated in the first 10 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {0} was not drawn: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw rounds {0} of {1} together? Played rounds stay exactly as they are, saved draws of these rounds are replaced.
{2}
Figures of the whole stage, before → after:
{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw all rounds?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds {0} drawn together and saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;all rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every random round of the stage with no game yet, drawn together: the whole stage balanced (a fresh stage comes from the schedule library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone meets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: at most {1} meetings of a pair, {2} pairs that often, {3} pairs never meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teammates apart always</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>teammates apart in the first %n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn with seed {0}, but teammates sit together: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds {0} saved, but teammates sit together: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} at table {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Ruling on protest {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct the result (the correction form opens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void the game (the void form opens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change to the game&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rea&amp;son:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head &amp;judge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is closed ({0}, {1}): a correction changes its standings, not who went through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruling needs its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruling needs the head judge&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing stored: the correction form was cancelled.</source>
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
    <message>
        <source>Click: +1 foul. The {0} cuts the next speech to {1} s ({2} s at {3} players or fewer); the {4} removes.</source>
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
    <message>
        <source>Table {number} · judge {judge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge: {judge}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatsView</name>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won by the seat&apos;s team, %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerActions</name>
    <message>
        <source>Play a table from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0} is held by {1} since {2} ({3}). Take it over? Only a judge should do this: the other laptop can no longer send this game, and this laptop continues from the server&apos;s copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No laptop is connected to the server now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · {1} · since {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the server&apos;s tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claiming table {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking table {0} over…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>The server cannot be reached: is it running, and is this laptop on the venue&apos;s network?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the user name or password (or does not let this laptop in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no database of that name: create it first (docs/server.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answers, but its database has no Mafia Desk tables yet: create them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server holds an older Mafia Desk schema: bring it up to date once every laptop runs this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server was set up by a newer Mafia Desk: update this laptop&apos;s program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server and this laptop disagree on encryption (TLS): add or remove ?sslmode=require in the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That database holds another program&apos;s tables: use a database of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a server address: postgresql://user:password@host:5432/database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the tables on the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: PostgreSQL {0}, the tables are ready. Save to use this server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tables of a tournament write their games to one PostgreSQL server on the venue&apos;s network. Leave the address empty to keep this laptop on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://user:password@host:5432/database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop&apos;s &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the organiser and the other tables see as this table&apos;s holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no keyring to keep the password: it is kept until the app closes, and asked again at the next start. The settings file never holds it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerLink</name>
    <message>
        <source>Server: connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: conflict on table {0} — the judge decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: out of reach — {0} actions kept on this laptop, they will be sent when it is back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: connected · sending {0} actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: connected · everything sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: out of reach — nothing waits on this laptop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerTableDialog</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a table from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick your table: the game opens seated, and every action reaches the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no saved draw with a table to play yet.</source>
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
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerTournamentWindow</name>
    <message>
        <source>On the tournament server {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laptops connected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laptops connected to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the server who is connected…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is chosen by the MAFIA_DESK_DB variable: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to {0}. Mafia Desk opens it from its next start; {1} stays as a spare copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the database to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite database (*.sqlite3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play the timer&apos;s sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound a &amp;warning 10 seconds before the end of a speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator &amp;display&apos;s monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay&apos;s &amp;address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream overlay&apos;s &amp;port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move the database…</source>
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
    <message>
        <source>Tournaments: the organiser&apos;s window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F9: technical break (pause the whole game, or resume it) · F8: replace a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpectatorWindow</name>
    <message>
        <source>lift: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator display</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Standings</name>
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
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ci</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins as don</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins as sheriff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins as mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot night 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qualifying place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}
(tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins / games as {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places gained since the last saved change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best moves, 3 black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best moves, 2 black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsExport</name>
    <message>
        <source>CSV for Excel, commas (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV for a Russian-language Excel, semicolons and decimal commas (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the wall sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the standings to Excel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to an exchange file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsExportDialog</name>
    <message>
        <source>{0}, after round {1} (final standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, after round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places and names, no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a notice: the standings are not announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (the interface&apos;s language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {0} hides its standings in the hall from round {1} on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings for the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large type: place, name, club and total only (projector, wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, after round {1}, table {2}</source>
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
    <message>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club / city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}, after round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings are not announced at this stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}, after round {round}, table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra
net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra
per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move
3 black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move
2 black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best game
extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every member&apos;s points count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members counted: the best {0} of each team; [ ] not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Only the players of a stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall: everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall: places without points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall: nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the hall screen and the wall sheet show; you always see everything here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why these points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hall screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the stage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV for Excel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XLSX workbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange file (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latest game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top {0} go on to the {1} (green, above the line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied across the line, only a lot separates them: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players go on into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tournament has one stage: there is nothing to close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The monitor the hall screen goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings as they stood after a round, or after one game of it (games go by table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, round {1} · table {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Choose two players of this round from the lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players exchange their places in this round (two seats, or a seat and the bench).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;With</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEmergencies</name>
    <message>
        <source>fell ill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The technical break is over: the game goes on. Space starts the clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical break: the game is paused. F9 resumes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which seat is played by another player from now on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No replacement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No replacement: {0} is not a seat (1..10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}: the new player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (pick a tournament player or type a name):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No replacement: the new player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (pick or type):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0} is played by {1} from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since {0}. F9 resumes the game; the clock stays stopped until Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical break since {0}: the game is paused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamsDialog</name>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new team&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team points: the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1} of {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best counted cannot be more than the players per team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the new team&apos;s name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player who is in no team from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the player to remove in the team&apos;s list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tournament in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import an exchange file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to an exchange file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is back in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is archived: tick “Show archived” to see it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judges: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players, {1} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;rchive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← &amp;All tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Details and options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import an exchange file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge games from a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export to an exchange file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ratings across tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;games from mafiaratings or Polemica…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;otests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judges</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitBox</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
