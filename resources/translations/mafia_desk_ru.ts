<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AbsenceDialog</name>
    <message>
        <source>Missed the round without notice: {0} points under these rules.</source>
        <translation>Неявка на тур без предупреждения: {0} баллов по этому регламенту.</translation>
    </message>
    <message>
        <source>Announced in advance: no points, no penalty{0}.</source>
        <translation>Предупредил заранее: без баллов и без штрафа{0}.</translation>
    </message>
    <message>
        <source> (a limit of {0} per player)</source>
        <translation> (не более {0} на игрока)</translation>
    </message>
    <message>
        <source>The table did not play (too few players): {0} points{1}.</source>
        <translation>Стол не сыграл (не хватило игроков): {0} баллов{1}.</translation>
    </message>
    <message>
        <source>Sat out by the draw: nothing is counted.</source>
        <translation>Пропуск по рассадке: ничего не засчитывается.</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неявка</translation>
    </message>
    <message>
        <source>excused</source>
        <translation>уважительная причина</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>неполный стол</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>бай</translation>
    </message>
    <message>
        <source>Points outside a game</source>
        <translation>Баллы вне игры</translation>
    </message>
    <message>
        <source>Absence from a round</source>
        <translation>Неявка на тур</translation>
    </message>
    <message>
        <source>Choose a registered player from the list.</source>
        <translation>Выберите зарегистрированного игрока из списка.</translation>
    </message>
    <message>
        <source>0 points change nothing: type the points.</source>
        <translation>0 баллов ничего не меняют: введите баллы.</translation>
    </message>
    <message>
        <source>Points outside a game need their reason.</source>
        <translation>Для баллов вне игры нужна причина.</translation>
    </message>
    <message>
        <source>Absence</source>
        <translation>Неявка</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>&amp;Этап</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Тур</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>&amp;Баллы</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Причина</translation>
    </message>
    <message>
        <source>Points outside any game (a late arrival, a judge&apos;s decision): never multiplied by a stage&apos;s coefficient. A negative number takes points away.</source>
        <translation>Баллы вне любой игры (опоздание, решение судьи): никогда не умножаются на коэффициент этапа. Отрицательное число отнимает баллы.</translation>
    </message>
</context>
<context>
    <name>BreakdownDialog</name>
    <message>
        <source>Points of {0}</source>
        <translation>Баллы: {0}</translation>
    </message>
    <message>
        <source>{0}: place {1}, total {2}</source>
        <translation>{0}: место {1}, всего {2}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Сохранить в PDF</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
</context>
<context>
    <name>BreakdownPdf</name>
    <message>
        <source>{name}: place {place}, total {total}</source>
        <translation>{name}: место {place}, всего {total}</translation>
    </message>
    <message>
        <source>seat {seat}, {role}, {result}</source>
        <translation>место {seat}, {role}, {result}</translation>
    </message>
    <message>
        <source>coefficient ×{k}</source>
        <translation>коэффициент ×{k}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>games {games}, wins {wins}</source>
        <translation>игр {games}, побед {wins}</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>удовлетворён</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <source>after protest {id} of {filer} ({text}): {decision} by {judge}, {at}: {reason}</source>
        <translation>по протесту {id} игрока {filer} ({text}): {decision}, {judge}, {at}: {reason}</translation>
    </message>
    <message>
        <source>games {games}, wins {wins}, draws {draws}</source>
        <translation>игр {games}, побед {wins}, ничьих {draws}</translation>
    </message>
</context>
<context>
    <name>Busy</name>
    <message>
        <source>Another desk&apos;s unfinished write holds table {0}; the server ends it within {1} s. Still trying…</source>
        <translation>Незавершённая запись другого стола держит стол {0}; сервер прервёт её не позже чем через {1} с. Пробуем ещё…</translation>
    </message>
</context>
<context>
    <name>ChartsTab</name>
    <message>
        <source>Q{0}</source>
        <comment>a qualifying round on the chart&apos;s axis</comment>
        <translation>К{0}</translation>
    </message>
    <message>
        <source>S{0}</source>
        <comment>a semifinal round on the chart&apos;s axis</comment>
        <translation>П{0}</translation>
    </message>
    <message>
        <source>F{0}</source>
        <comment>a final round on the chart&apos;s axis</comment>
        <translation>Ф{0}</translation>
    </message>
    <message>
        <source>No game counted yet: the charts fill in as results are stored.</source>
        <translation>Пока не засчитано ни одной игры: графики заполняются по мере сохранения результатов.</translation>
    </message>
    <message>
        <source>Each line is a player&apos;s standings total after each round; adjustments count from the first round, as in the standings.</source>
        <translation>Каждая линия — сумма баллов игрока в турнирной таблице после каждого тура; поправки учитываются с первого тура, как в турнирной таблице.</translation>
    </message>
    <message>
        <source>With K a total can fall without a lost game: K sinks as the side that won fewer games wins more.</source>
        <translation>С коэффициентом K сумма может снизиться и без проигранной игры: K падает, когда сторона, выигрывавшая реже, начинает выигрывать чаще.</translation>
    </message>
    <message>
        <source>K is the difficulty coefficient of the standings after each round: a win of the side that won fewer games so far is worth its win points × K (now {0}).</source>
        <translation>K — коэффициент сложности турнирной таблицы после каждого тура: победа стороны, которая до сих пор выигрывала реже, стоит её баллов за победу × K (сейчас {0}).</translation>
    </message>
    <message>
        <source>This ruleset has no difficulty coefficient K.</source>
        <translation>В этом регламенте нет коэффициента сложности K.</translation>
    </message>
    <message>
        <source>Points earned in games as each role, stage coefficients included. Absences and adjustments belong to no role: {0} points in all.</source>
        <translation>Баллы, набранные в играх в каждой роли, с учётом коэффициентов этапов. Неявки и поправки не относятся ни к одной роли: всего {0} баллов.</translation>
    </message>
    <message>
        <source>The share of the games at each seat that the seat&apos;s team won, whatever the role: {0} games counted.</source>
        <translation>Доля игр на каждом месте, выигранных командой этого места, независимо от роли: засчитано игр — {0}.</translation>
    </message>
    <message>
        <source>Export the chart as PNG</source>
        <translation>Экспорт графика в PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не экспортировано</translation>
    </message>
    <message>
        <source>Chart saved to {0}.</source>
        <translation>График сохранён в {0}.</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>&amp;График</translation>
    </message>
    <message>
        <source>The race: totals by round</source>
        <translation>Гонка: суммы по турам</translation>
    </message>
    <message>
        <source>Red against black by round</source>
        <translation>Красные против чёрных по турам</translation>
    </message>
    <message>
        <source>Points by role</source>
        <translation>Баллы по ролям</translation>
    </message>
    <message>
        <source>Win share by seat</source>
        <translation>Доля побед по местам</translation>
    </message>
    <message>
        <source>E&amp;xport PNG…</source>
        <translation>&amp;Экспорт PNG…</translation>
    </message>
    <message>
        <source>Players shown (tick to add)</source>
        <translation>Показанные игроки (отметьте, чтобы добавить)</translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation>Поиск по имени…</translation>
    </message>
    <message>
        <source>Top &amp;10</source>
        <translation>Топ-&amp;10</translation>
    </message>
    <message>
        <source>Show the ten best players of the current standings</source>
        <translation>Показать десять лучших игроков текущей турнирной таблицы</translation>
    </message>
</context>
<context>
    <name>CloseStageDialog</name>
    <message>
        <source>points as red</source>
        <translation>баллы за красных</translation>
    </message>
    <message>
        <source>points as black</source>
        <translation>баллы за чёрных</translation>
    </message>
    <message>
        <source>average as sheriff</source>
        <translation>среднее за шерифа</translation>
    </message>
    <message>
        <source>average as don</source>
        <translation>среднее за дона</translation>
    </message>
    <message>
        <source>head-to-head points</source>
        <translation>баллы в личных встречах</translation>
    </message>
    <message>
        <source>times best player</source>
        <translation>раз лучший игрок</translation>
    </message>
    <message>
        <source>extra points</source>
        <translation>доп. баллы</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>wins as don</source>
        <translation>победы за дона</translation>
    </message>
    <message>
        <source>wins as sheriff</source>
        <translation>победы за шерифа</translation>
    </message>
    <message>
        <source>wins as mafia</source>
        <translation>победы за мафию</translation>
    </message>
    <message>
        <source>wins in hard games</source>
        <translation>победы в сложных играх</translation>
    </message>
    <message>
        <source>times shot on night 1</source>
        <translation>раз убит в первую ночь</translation>
    </message>
    <message>
        <source>place after the qualifying</source>
        <translation>место после квалификации</translation>
    </message>
    <message>
        <source>the lot</source>
        <translation>жребий</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Goes</source>
        <translation>Проходит</translation>
    </message>
    <message>
        <source>The judge who announces the list</source>
        <translation>Судья, объявляющий список</translation>
    </message>
    <message>
        <source>Close the stage: into {0}</source>
        <translation>Закрыть этап: выход в {0}</translation>
    </message>
    <message>
        <source>on the line</source>
        <translation>на границе</translation>
    </message>
    <message>
        <source>through</source>
        <translation>проходит</translation>
    </message>
    <message>
        <source>out (ahead today)</source>
        <translation>не проходит (сегодня выше)</translation>
    </message>
    <message>
        <source>out</source>
        <translation>не проходит</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>номер жребия не введён</translation>
    </message>
    <message>
        <source>Everybody of the {0} goes through.</source>
        <translation>Проходят все {0}.</translation>
    </message>
    <message>
        <source>No tie at the line: place {0} has more points than place {1}.</source>
        <translation>На границе равенства нет: у места {0} больше баллов, чем у места {1}.</translation>
    </message>
    <message>
        <source>Tied at the line after every tie-break: {0}. A lot decides.</source>
        <translation>Равенство на границе после всех дополнительных показателей: {0}. Решает жребий.</translation>
    </message>
    <message>
        <source>{0} drew {1}</source>
        <translation>{0} — жребий {1}</translation>
    </message>
    <message>
        <source>Tied at the line after every tie-break; the lot decided: {0}.</source>
        <translation>Равенство на границе после всех дополнительных показателей; решил жребий: {0}.</translation>
    </message>
    <message>
        <source>Equal points at the line; {0} decided place {1}.</source>
        <translation>Равные баллы на границе; место {1} определил показатель «{0}».</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} of {1} players of the {2} go through to the {3}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0} из {1} игроков этапа «{2}» выходят в этап «{3}».&lt;/b&gt;</translation>
    </message>
    <message>
        <source>By today&apos;s standings: {0}</source>
        <translation>По текущей турнирной таблице: {0}</translation>
    </message>
    <message>
        <source>This stage was closed by {0} at {1}; the list shown is the one announced.</source>
        <translation>Этап закрыл {0} в {1}; показан объявленный тогда список.</translation>
    </message>
    <message>
        <source>Corrections since then would now send other players through ({0}); the list stays as announced.</source>
        <translation>С учётом поправок, внесённых после этого, прошли бы другие игроки ({0}); список остаётся таким, как был объявлен.</translation>
    </message>
    <message>
        <source>Only {0} of the {1} rounds of the {2} are entered: close it after its last round.</source>
        <translation>Введено только {0} из {1} туров этапа «{2}»: закройте его после последнего тура.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Enter the number each tied player drew, all different.</source>
        <translation>Введите номер, который вытянул каждый из игроков с равными показателями; все номера разные.</translation>
    </message>
    <message>
        <source>Enter who closes the stage.</source>
        <translation>Укажите, кто закрывает этап.</translation>
    </message>
    <message>
        <source>The stage was not closed</source>
        <translation>Этап не закрыт</translation>
    </message>
    <message>
        <source>Close the stage</source>
        <translation>Закрыть этап</translation>
    </message>
    <message>
        <source>Lot at the line</source>
        <translation>Жребий на границе</translation>
    </message>
    <message>
        <source>These players are equal on every tie-break. Draw lots and enter the number each one drew: the lower number takes the higher place.</source>
        <translation>У этих игроков равны все дополнительные показатели. Бросьте жребий и введите номер, который вытянул каждый: меньший номер получает более высокое место.</translation>
    </message>
    <message>
        <source>Closed &amp;by:</source>
        <translation>&amp;Закрыл:</translation>
    </message>
    <message>
        <source>The stage cannot be closed</source>
        <translation>Этап нельзя закрыть</translation>
    </message>
    <message>
        <source>extra points net of penalties</source>
        <translation>доп. баллы за вычетом штрафов</translation>
    </message>
    <message>
        <source>extra points net of penalties per game</source>
        <translation>доп. баллы за вычетом штрафов на игру</translation>
    </message>
    <message>
        <source>best moves naming 3 blacks</source>
        <translation>лучшие ходы с тремя чёрными</translation>
    </message>
    <message>
        <source>best moves naming 2 blacks</source>
        <translation>лучшие ходы с двумя чёрными</translation>
    </message>
    <message>
        <source>the most extra points in one game</source>
        <translation>наибольшие доп. баллы в одной игре</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>Conflict on table {0}</source>
        <translation>Конфликт за столом {0}</translation>
    </message>
    <message>
        <source>Table {0} ({1}, round {2}) was changed on this laptop and elsewhere. Nothing is merged: keep one of the two versions.</source>
        <translation>Игру стола {0} ({1}, тур {2}) изменили и на этом ноутбуке, и в другом месте. Ничего не объединяется: оставьте одну из двух версий.</translation>
    </message>
    <message>
        <source>This laptop: {0} actions</source>
        <translation>Этот ноутбук: действий — {0}</translation>
    </message>
    <message>
        <source>The server: {0} actions</source>
        <translation>Сервер: действий — {0}</translation>
    </message>
    <message>
        <source>Replace the server&apos;s version with this laptop&apos;s</source>
        <translation>Заменить версию сервера версией этого ноутбука</translation>
    </message>
    <message>
        <source>Keep the server&apos;s version</source>
        <translation>Оставить версию сервера</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Решить позже</translation>
    </message>
    <message>
        <source>Sending this laptop&apos;s version to the server…</source>
        <translation>Отправляем на сервер версию этого ноутбука…</translation>
    </message>
    <message>
        <source>({0} events; cannot be replayed: {1})</source>
        <translation>(действий: {0}; воспроизвести нельзя: {1})</translation>
    </message>
    <message>
        <source>{0}, seat {1} has the floor</source>
        <translation>{0}, слово у места {1}</translation>
    </message>
    <message>
        <source>Where it stands after {0} actions: {1}</source>
        <translation>Где игра после действий ({0}): {1}</translation>
    </message>
</context>
<context>
    <name>ConstraintsDialog</name>
    <message>
        <source>{0}: sits out round(s) {1}</source>
        <translation>{0}: пропускает туры {1}</translation>
    </message>
    <message>
        <source>A pair is two different players of the tournament.</source>
        <translation>Пара — это два разных игрока турнира.</translation>
    </message>
    <message>
        <source>Choose the player who sits out from the list.</source>
        <translation>Выберите из списка игрока, который пропускает туры.</translation>
    </message>
    <message>
        <source>Rounds are numbers 1 to {0}, such as “1, 3-4”.</source>
        <translation>Туры — номера от 1 до {0}, например «1, 3-4».</translation>
    </message>
    <message>
        <source>Say for how many first rounds the players are kept apart (1 or more).</source>
        <translation>Укажите, сколько первых туров игроки не должны встречаться (1 или больше).</translation>
    </message>
    <message>
        <source>Seating constraints</source>
        <translation>Ограничения рассадки</translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation>&amp;Этап</translation>
    </message>
    <message>
        <source>Apart in the first</source>
        <translation>Раздельно в первых</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> турах</translation>
    </message>
    <message>
        <source>Keep &amp;club-mates apart (by the players&apos; club)</source>
        <translation>Разводить &amp;одноклубников (по клубу игрока)</translation>
    </message>
    <message>
        <source>Named pairs kept apart (family, a couple, a coach and his pupil)</source>
        <translation>Пары, которых разводят (родственники, супруги, тренер и ученик)</translation>
    </message>
    <message>
        <source>&amp;Add pair</source>
        <translation>&amp;Добавить пару</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Players sitting out rounds (a judge-player, the rounds he judges)</source>
        <translation>Игроки, пропускающие туры (играющий судья и туры, которые он судит)</translation>
    </message>
    <message>
        <source>rounds, e.g. 1, 3-4</source>
        <translation>туры, например 1, 3-4</translation>
    </message>
    <message>
        <source>Add &amp;sit-out</source>
        <translation>Добавить &amp;пропуск</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>in the first</source>
        <translation>в первых</translation>
    </message>
    <message>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>&amp;Teammates apart</source>
        <translation>Игроков &amp;команды врозь</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Void the game of {0}</source>
        <translation>Аннулировать игру: {0}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>A void needs its reason.</source>
        <translation>Для аннулирования нужна причина.</translation>
    </message>
    <message>
        <source>A void needs the judge&apos;s name.</source>
        <translation>Для аннулирования нужно имя судьи.</translation>
    </message>
    <message>
        <source>Void a stored game</source>
        <translation>Аннулировать сохранённую игру</translation>
    </message>
    <message>
        <source>The stored game stays in the tournament&apos;s history; the standings no longer count it.</source>
        <translation>Сохранённая игра остаётся в истории турнира, но турнирная таблица её больше не учитывает.</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Причина</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Судья</translation>
    </message>
    <message>
        <source>What it changes in the standings</source>
        <translation>Что изменится в турнирной таблице</translation>
    </message>
</context>
<context>
    <name>DrawGridModel</name>
    <message>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Место {0}</translation>
    </message>
    <message>
        <source>{0} (id {1}): drag onto another player to swap them</source>
        <translation>{0} (код {1}): перетащите на другого игрока, чтобы поменять их местами</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>A penalty needs its reason (seat {0}).</source>
        <translation>Для штрафа нужна причина (место {0}).</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Judge&apos;s extra points (seat, points, comment)</source>
        <translation>Дополнительные баллы от судьи (место, баллы, комментарий)</translation>
    </message>
    <message>
        <source>Add extra points</source>
        <translation>Добавить доп. баллы</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Удалить строку</translation>
    </message>
    <message>
        <source>Penalties (seat, points ≤ 0, reason)</source>
        <translation>Штрафы (место, баллы ≤ 0, причина)</translation>
    </message>
    <message>
        <source>Add a penalty</source>
        <translation>Добавить штраф</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Winner: {0}{1}</source>
        <translation>Победа: {0}{1}</translation>
    </message>
    <message>
        <source>A penalty of 0 changes nothing (seat {0}): type it with a minus, e.g. {1}.</source>
        <translation>Штраф 0 ничего не меняет (место {0}): введите его с минусом, например {1}.</translation>
    </message>
    <message>
        <source>Extra points of 0 change nothing (seat {0}): type the points or remove the row.</source>
        <translation>Доп. баллы 0 ничего не меняют (место {0}): введите баллы или удалите строку.</translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation>место {0}: {1}</translation>
    </message>
    <message>
        <source>A penalty takes points away, so it was signed with a minus ({0}). Check it and press OK again.</source>
        <translation>Штраф отнимает баллы, поэтому к нему добавлен минус ({0}). Проверьте и нажмите OK ещё раз.</translation>
    </message>
    <message>
        <source>Draw: {0}</source>
        <translation>Ничья: {0}</translation>
    </message>
</context>
<context>
    <name>Engine.action</name>
    <message>
        <source>recording the roles</source>
        <translation>запись ролей</translation>
    </message>
    <message>
        <source>ending a speech</source>
        <translation>завершение речи</translation>
    </message>
    <message>
        <source>a nomination</source>
        <translation>выставление кандидатуры</translation>
    </message>
    <message>
        <source>nomination</source>
        <translation>выставление</translation>
    </message>
    <message>
        <source>a vote</source>
        <translation>голосование</translation>
    </message>
    <message>
        <source>vote for seat {seat}</source>
        <translation>голосование за игрока №{seat}</translation>
    </message>
    <message>
        <source>the lift-all vote</source>
        <translation>голосование за подъём всех</translation>
    </message>
    <message>
        <source>lift-all vote</source>
        <translation>подъём всех</translation>
    </message>
    <message>
        <source>the night shot</source>
        <translation>отстрел</translation>
    </message>
    <message>
        <source>night shot</source>
        <translation>отстрел</translation>
    </message>
    <message>
        <source>the don&apos;s check</source>
        <translation>проверка дона</translation>
    </message>
    <message>
        <source>the sheriff&apos;s check</source>
        <translation>проверка шерифа</translation>
    </message>
    <message>
        <source>a foul</source>
        <translation>фол</translation>
    </message>
    <message>
        <source>a disqualifying foul</source>
        <translation>дисквалифицирующий фол</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>replacing a player</source>
        <translation>замена игрока</translation>
    </message>
    <message>
        <source>the named guess</source>
        <translation>названные три места</translation>
    </message>
</context>
<context>
    <name>Engine.answer</name>
    <message>
        <source>yes, the sheriff</source>
        <translation>да, это шериф</translation>
    </message>
    <message>
        <source>no, not the sheriff</source>
        <translation>нет, не шериф</translation>
    </message>
</context>
<context>
    <name>Engine.cancel</name>
    <message>
        <source>seat {seat} was removed at night</source>
        <translation>игрок №{seat} удалён ночью</translation>
    </message>
    <message>
        <source>seat {seat} was removed during the morning last words</source>
        <translation>игрок №{seat} удалён во время утренней последней минуты</translation>
    </message>
    <message>
        <source>seat {seat} was removed during the day</source>
        <translation>игрок №{seat} удалён днём</translation>
    </message>
    <message>
        <source>seat {seat} was removed during the vote</source>
        <translation>игрок №{seat} удалён во время голосования</translation>
    </message>
</context>
<context>
    <name>Engine.check</name>
    <message>
        <source>don</source>
        <translation>дона</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шерифа</translation>
    </message>
</context>
<context>
    <name>Engine.out</name>
    <message>
        <source>was shot</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>was voted out</source>
        <translation>ушёл по итогам голосования</translation>
    </message>
    <message>
        <source>was removed</source>
        <translation>удалён</translation>
    </message>
</context>
<context>
    <name>Engine.outcome</name>
    <message>
        <source>no vote: {cause}</source>
        <translation>голосования нет: {cause}</translation>
    </message>
    <message>
        <source>no vote: nobody was nominated</source>
        <translation>голосования нет: никто не выставлен</translation>
    </message>
    <message>
        <source>no vote: seat {seat} was the only candidate on day 1</source>
        <translation>голосования нет: в первый день выставлен только игрок №{seat}</translation>
    </message>
    <message>
        <source>seat {seat} leaves</source>
        <translation>игрок №{seat} покидает стол</translation>
    </message>
    <message>
        <source>seat {seat} was the only candidate and leaves</source>
        <translation>игрок №{seat} — единственный кандидат и покидает стол</translation>
    </message>
    <message>
        <source>seat {seat} leaves with {votes} votes</source>
        <translation>игрок №{seat} покидает стол (голосов: {votes})</translation>
    </message>
    <message>
        <source>every living player is tied: nobody leaves</source>
        <translation>голоса поровну у всех живых игроков: никто не уходит</translation>
    </message>
    <message>
        <source>tied again: {refusal}; nobody leaves</source>
        <translation>снова поровну: {refusal}; никто не уходит</translation>
    </message>
    <message>
        <source>at 4 living players two tied may not both be lifted</source>
        <translation>при четырёх игроках двоих поднять нельзя</translation>
    </message>
    <message>
        <source>at 9 living players three or more tied may not be lifted</source>
        <translation>при девяти игроках троих и более поднять нельзя</translation>
    </message>
    <message>
        <source>tied again ({seats}): vote to lift all</source>
        <translation>снова поровну ({seats}): голосование за подъём всех</translation>
    </message>
    <message>
        <source>tie between seats {seats}</source>
        <translation>поровну голосов у игроков {seats}</translation>
    </message>
    <message>
        <source>{votes} of {living} for: seats {seats} leave</source>
        <translation>{votes} из {living} за: игроки {seats} покидают стол</translation>
    </message>
    <message>
        <source>{votes} of {living} for: nobody leaves</source>
        <translation>{votes} из {living} за: никто не уходит</translation>
    </message>
    <message>
        <source>stopped by a removal</source>
        <translation>прервано удалением</translation>
    </message>
    <message>
        <source>stopped by the judge&apos;s award</source>
        <translation>прервано решением судьи</translation>
    </message>
    <message>
        <source>no vote: {cause}; the city goes to night at once</source>
        <translation>голосования нет: {cause}; город сразу засыпает</translation>
    </message>
    <message>
        <source>seat {seat} already had a majority and leaves with the removed seat {removed}</source>
        <translation>у игрока №{seat} уже было большинство голосов: он уходит вместе с удалённым игроком №{removed}</translation>
    </message>
    <message>
        <source>seat {seat} leads day 1&apos;s vote, which eliminates nobody (zero voting)</source>
        <translation>игрок {seat} лидирует в голосовании первого дня, которое никого не выводит (нулевое голосование)</translation>
    </message>
    <message>
        <source>at {living} living players {tied} tied may not be lifted</source>
        <translation>при {living} игроках за столом нельзя поднять {tied} поделивших голоса</translation>
    </message>
</context>
<context>
    <name>Engine.phase</name>
    <message>
        <source>the game is over ({winner} won: {reason})</source>
        <translation>игра окончена (победа {winner}: {reason})</translation>
    </message>
    <message>
        <source>it is zero night and the roles are not recorded yet</source>
        <translation>идёт нулевая ночь, роли ещё не записаны</translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s speech on day {day}</source>
        <translation>идёт речь игрока №{seat}, день {day}</translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s tie speech on day {day}</source>
        <translation>идёт речь игрока №{seat} в попиле, день {day}</translation>
    </message>
    <message>
        <source>it is seat {seat}&apos;s last words (day {day})</source>
        <translation>идёт последняя минута игрока №{seat} (день {day})</translation>
    </message>
    <message>
        <source>it is the vote on seat {seat} (day {day})</source>
        <translation>идёт голосование за игрока №{seat} (день {day})</translation>
    </message>
    <message>
        <source>it is the revote on seat {seat} (day {day})</source>
        <translation>идёт переголосование за игрока №{seat} (день {day})</translation>
    </message>
    <message>
        <source>it is the vote to lift seats {seats} (day {day})</source>
        <translation>идёт голосование за подъём всех: {seats} (день {day})</translation>
    </message>
    <message>
        <source>it is the mafia&apos;s shot (night {night})</source>
        <translation>мафия стреляет (ночь {night})</translation>
    </message>
    <message>
        <source>it is the don&apos;s check (night {night})</source>
        <translation>дон проверяет (ночь {night})</translation>
    </message>
    <message>
        <source>it is the sheriff&apos;s check (night {night})</source>
        <translation>шериф проверяет (ночь {night})</translation>
    </message>
    <message>
        <source>the game is over (a draw: {reason})</source>
        <translation>игра окончена (ничья: {reason})</translation>
    </message>
</context>
<context>
    <name>Engine.refusal</name>
    <message>
        <source>{action} is not possible now: {phase}</source>
        <translation>{action}: сейчас нельзя, {phase}</translation>
    </message>
    <message>
        <source>{action}: {value} is not a seat (seats are 1..10)</source>
        <translation>{action}: {value} — не номер игрока (номера 1–10)</translation>
    </message>
    <message>
        <source>{action}: seat {seat} {out} and is out of the game</source>
        <translation>{action}: игрок №{seat} {out} и уже не в игре</translation>
    </message>
    <message>
        <source>{action}: seat {seat} is listed twice</source>
        <translation>{action}: игрок №{seat} указан дважды</translation>
    </message>
    <message>
        <source>nobody is left at the table</source>
        <translation>за столом никого не осталось</translation>
    </message>
    <message>
        <source>nothing can happen after the end: {phase}</source>
        <translation>после окончания игры ничего сделать нельзя: {phase}</translation>
    </message>
    <message>
        <source>record the roles first: {phase}</source>
        <translation>сначала запишите роли: {phase}</translation>
    </message>
    <message>
        <source>unknown event {event}</source>
        <translation>неизвестное событие {event}</translation>
    </message>
    <message>
        <source>roles: {value} is not a seat (seats are 1..10)</source>
        <translation>роли: {value} — не номер игрока (номера 1–10)</translation>
    </message>
    <message>
        <source>roles: the don, the two mafia and the sheriff must be four different seats</source>
        <translation>роли: дон, две мафии и шериф должны быть четырьмя разными игроками</translation>
    </message>
    <message>
        <source>a judge&apos;s award needs the roles recorded first (zero night)</source>
        <translation>решение судьи возможно только после записи ролей (нулевая ночь)</translation>
    </message>
    <message>
        <source>a judge&apos;s award names the winning team, red or black, not {value}</source>
        <translation>в решении судьи указывается команда-победитель, красные или чёрные, а не {value}</translation>
    </message>
    <message>
        <source>a judge&apos;s award needs a reason</source>
        <translation>для решения судьи нужна причина</translation>
    </message>
    <message>
        <source>nomination: name the seat being nominated</source>
        <translation>выставление: назовите номер выставляемого игрока</translation>
    </message>
    <message>
        <source>nomination: seats {seats} are all candidates already</source>
        <translation>выставление: игроки {seats} уже выставлены</translation>
    </message>
    <message>
        <source>no nominations: there is no vote today ({cause})</source>
        <translation>выставлять нельзя: сегодня голосования нет ({cause})</translation>
    </message>
    <message>
        <source>nomination: {value} is not a seat</source>
        <translation>выставление: {value} — не номер игрока</translation>
    </message>
    <message>
        <source>seat {seat} has already nominated seat {nominee} today: one nomination per player</source>
        <translation>игрок №{seat} сегодня уже выставил игрока №{nominee}: каждый выставляет только одну кандидатуру</translation>
    </message>
    <message>
        <source>seat {seat} is already a candidate (nominated by seat {by}); name another seat</source>
        <translation>игрок №{seat} уже выставлен (его выставил игрок №{by}); назовите другого</translation>
    </message>
    <message>
        <source>a withdrawal is made only during the nominator&apos;s own speech</source>
        <translation>снять кандидатуру можно только во время своей речи</translation>
    </message>
    <message>
        <source>this ruleset does not allow withdrawing a nomination</source>
        <translation>по этому регламенту снимать кандидатуру нельзя</translation>
    </message>
    <message>
        <source>all {limit} withdrawals of this game are used</source>
        <translation>все снятия кандидатур в этой игре уже использованы (всего {limit})</translation>
    </message>
    <message>
        <source>seat {seat} has made no nomination in this speech to withdraw</source>
        <translation>игрок №{seat} в этой речи никого не выставлял — снимать нечего</translation>
    </message>
    <message>
        <source>{action}: {value} is not a seat</source>
        <translation>{action}: {value} — не номер игрока</translation>
    </message>
    <message>
        <source>{action}: {votes} votes, but only {remaining} living players have not voted yet</source>
        <translation>{action}: голосов {votes}, а ещё не проголосовавших живых игроков только {remaining}</translation>
    </message>
    <message>
        <source>{action}: seat {seat} has already voted (for seat {candidate})</source>
        <translation>{action}: игрок №{seat} уже проголосовал (за игрока №{candidate})</translation>
    </message>
    <message>
        <source>{who}&apos;s check: {value} is not a seat</source>
        <translation>проверка {who}: {value} — не номер игрока</translation>
    </message>
    <message>
        <source>don&apos;s check: the don cannot check himself</source>
        <translation>проверка дона: дон не может проверить сам себя</translation>
    </message>
    <message>
        <source>sheriff&apos;s check: the sheriff cannot check himself</source>
        <translation>проверка шерифа: шериф не может проверить сам себя</translation>
    </message>
    <message>
        <source>{who}&apos;s check: seat {seat} {out} before this night</source>
        <translation>проверка {who}: игрок №{seat} {out} ещё до этой ночи</translation>
    </message>
    <message>
        <source>{who}&apos;s check: seat {seat} was removed</source>
        <translation>проверка {who}: игрок №{seat} удалён</translation>
    </message>
    <message>
        <source>there is no don check: the don (seat {seat}) {out}</source>
        <translation>проверки дона нет: дон (игрок №{seat}) {out}</translation>
    </message>
    <message>
        <source>there is no sheriff check: the sheriff (seat {seat}) {out}</source>
        <translation>проверки шерифа нет: шериф (игрок №{seat}) {out}</translation>
    </message>
    <message>
        <source>don&apos;s check: seat {seat} is {role}; the answer is {answer}</source>
        <translation>проверка дона: игрок №{seat} — {role}, ответ: {answer}</translation>
    </message>
    <message>
        <source>sheriff&apos;s check: seat {seat} is {found}, not {claimed}</source>
        <translation>проверка шерифа: игрок №{seat} {found}, а не {claimed}</translation>
    </message>
    <message>
        <source>best move: {value} is not a seat</source>
        <translation>лучший ход: {value} — не номер игрока</translation>
    </message>
    <message>
        <source>best move: seat {seat} cannot name himself</source>
        <translation>лучший ход: игрок №{seat} не может назвать себя</translation>
    </message>
    <message>
        <source>the best move was already made by seat {seat}</source>
        <translation>лучший ход уже сделан (игрок №{seat})</translation>
    </message>
    <message>
        <source>a best move is made only in a night victim&apos;s last words: {phase}</source>
        <translation>лучший ход делает только убитый ночью в свою последнюю минуту: {phase}</translation>
    </message>
    <message>
        <source>seat {seat} is {role}: only a red player makes a best move</source>
        <translation>игрок №{seat} — {role}: лучший ход делает только красный игрок</translation>
    </message>
    <message>
        <source>no best move: {count} players left by day 1&apos;s vote</source>
        <translation>лучшего хода нет: в первый день по голосованию ушло игроков — {count}</translation>
    </message>
    <message>
        <source>no best move: only the victim of night 1 makes one (this is night {night}&apos;s victim)</source>
        <translation>лучшего хода нет: его делает только убитый в первую ночь (а это жертва ночи {night})</translation>
    </message>
    <message>
        <source>no best move: seat {seat} is not the first player shot in this game</source>
        <translation>лучшего хода нет: игрок №{seat} — не первый убитый в этой игре</translation>
    </message>
    <message>
        <source>nothing to undo: no event has been recorded</source>
        <translation>отменять нечего: ещё ничего не записано</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>повторять нечего</translation>
    </message>
    <message>
        <source>{action}: the last candidate takes every hand not yet given: seats {seats}</source>
        <translation>{action}: последнему кандидату отдаются все ещё не поднятые руки: места {seats}</translation>
    </message>
    <message>
        <source>there is no vote to lift all: {tied} tied at {living} living may not be lifted under this ruleset ({ruleset}), so nobody left and night fell</source>
        <translation>голосования за подъём всех нет: {tied} с равным числом голосов при {living} живых по этому регламенту ({ruleset}) поднять нельзя, поэтому никто не ушёл и наступила ночь</translation>
    </message>
    <message>
        <source>the {who} (seat {seat}) is out: his turn is kept so the table cannot tell, and only no check may be recorded</source>
        <translation>{who} (место {seat}) выбыл: его ход сохраняется, чтобы стол не догадался, и записать можно только «без проверки»</translation>
    </message>
    <message>
        <source>the game is paused for a technical break (since {since}): resume it first</source>
        <translation>игра остановлена на технический перерыв (с {since}): сначала продолжите её</translation>
    </message>
    <message>
        <source>the game is already paused for a technical break (since {since})</source>
        <translation>игра уже остановлена на технический перерыв (с {since})</translation>
    </message>
    <message>
        <source>there is no technical break to end: the game is not paused ({phase})</source>
        <translation>нет технического перерыва, который можно закончить: игра не остановлена ({phase})</translation>
    </message>
    <message>
        <source>a break cannot end at {at}, before it began ({start})</source>
        <translation>перерыв не может закончиться в {at}, раньше, чем начался ({start})</translation>
    </message>
    <message>
        <source>a break cannot begin at {at}, before the last one ended ({last})</source>
        <translation>перерыв не может начаться в {at}, раньше конца предыдущего ({last})</translation>
    </message>
    <message>
        <source>replacing the player of seat {seat} needs the new player&apos;s name</source>
        <translation>для замены игрока места {seat} нужно имя нового игрока</translation>
    </message>
    <message>
        <source>replacing the player of seat {seat}: the name must have no spaces around it and no control characters</source>
        <translation>замена игрока места {seat}: в имени не должно быть пробелов по краям и управляющих символов</translation>
    </message>
    <message>
        <source>{player} already plays at this table (seat {seat})</source>
        <translation>{player} уже играет за этим столом (место {seat})</translation>
    </message>
    <message>
        <source>seat {seat} has already named his three seats</source>
        <translation>игрок {seat} уже назвал три места</translation>
    </message>
    <message>
        <source>three seats are named only by a victim asked for his best move: {phase}</source>
        <translation>три места называет только убитый, у которого спрашивают лучший ход: {phase}</translation>
    </message>
    <message>
        <source>seat {seat} makes a best move: record it as the best move</source>
        <translation>игрок {seat} делает лучший ход: запишите его как лучший ход</translation>
    </message>
    <message>
        <source>a foul of the night is given before the town wakes, not now: {phase}</source>
        <translation>ночной фол даётся до того, как город проснулся, а не сейчас: {phase}</translation>
    </message>
    <message>
        <source>a judge&apos;s award names the winning team, red or black, or a draw, not {value}</source>
        <translation>в решении судьи указывается команда-победитель, красные или чёрные, или ничья, а не {value}</translation>
    </message>
    <message>
        <source>a judge&apos;s award may be a draw only under a ruleset whose three-nights rule is draw, not {rule}</source>
        <translation>решением судьи ничья возможна только по регламенту, где правило трёх ночей — ничья, а не {rule}</translation>
    </message>
</context>
<context>
    <name>Engine.role</name>
    <message>
        <source>civilian</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
</context>
<context>
    <name>Engine.team</name>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
</context>
<context>
    <name>Engine.win</name>
    <message>
        <source>all black players are out of the game</source>
        <translation>все чёрные игроки покинули стол</translation>
    </message>
    <message>
        <source>black players are as many as red ones ({blacks} vs {reds})</source>
        <translation>чёрных игроков столько же, сколько красных ({blacks} против {reds})</translation>
    </message>
    <message>
        <source>awarded by the judge: {reason}</source>
        <translation>решение судьи: {reason}</translation>
    </message>
    <message>
        <source>seat {seat} was removed at {living} living players: the other team wins</source>
        <translation>игрок №{seat} удалён, когда за столом оставалось {living}: побеждает другая команда</translation>
    </message>
    <message>
        <source>three nights in a row without anyone leaving</source>
        <translation>три ночи подряд никто не покинул стол</translation>
    </message>
    <message>
        <source>three nights in a row without anyone leaving at 4 living players</source>
        <translation>три ночи подряд никто не покинул стол при четырёх игроках</translation>
    </message>
    <message>
        <source>three nights in a row with nobody leaving</source>
        <translation>три ночи подряд никто не покинул стол</translation>
    </message>
</context>
<context>
    <name>Engine.winner</name>
    <message>
        <source>red</source>
        <translation>красных</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрных</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

The game is saved up to its last action; you can go on.</source>
        <translation>Что-то пошло не так: {0}

Игра сохранена до последнего действия; можно продолжать.</translation>
    </message>
    <message>
        <source>The details are in the log: {0}</source>
        <translation>Подробности в журнале: {0}</translation>
    </message>
    <message>
        <source>The details were printed in the terminal.</source>
        <translation>Подробности выведены в терминал.</translation>
    </message>
</context>
<context>
    <name>FileProtestDialog</name>
    <message>
        <source>File a protest</source>
        <translation>Подать протест</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Filed &amp;by:</source>
        <translation>&amp;Кто подаёт:</translation>
    </message>
    <message>
        <source>What is protested, as the player says it</source>
        <translation>Что оспаривается, словами игрока</translation>
    </message>
    <message>
        <source>&amp;Protest:</source>
        <translation>&amp;Протест:</translation>
    </message>
    <message>
        <source>The time is stamped when the protest is stored.</source>
        <translation>Время проставляется при сохранении протеста.</translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation>место {0}: {1}</translation>
    </message>
    <message>
        <source>A protest is filed on a stored game: there is none yet.</source>
        <translation>Протест подаётся на сохранённую игру: их пока нет.</translation>
    </message>
    <message>
        <source>Choose who files the protest.</source>
        <translation>Выберите, кто подаёт протест.</translation>
    </message>
    <message>
        <source>A protest needs its text: what is protested.</source>
        <translation>В протесте нужен текст: что оспаривается.</translation>
    </message>
    <message>
        <source>Filed by a team&apos;s &amp;captain</source>
        <translation>Подан &amp;капитаном команды</translation>
    </message>
    <message>
        <source>No teams in this tournament: a protest is filed by a player of the game.</source>
        <translation>В турнире нет команд: протест подаёт игрок этой игры.</translation>
    </message>
    <message>
        <source>No team has a captain yet (Players tab, Teams…): a protest is filed by a player of the game.</source>
        <translation>Ни у одной команды ещё нет капитана (вкладка «Игроки», «Команды…»): протест подаёт игрок этой игры.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>first mafia</source>
        <translation>первая мафия</translation>
    </message>
    <message>
        <source>second mafia</source>
        <translation>вторая мафия</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>A seat key does nothing now: {0}</source>
        <translation>Клавиша места сейчас ничего не делает: {0}</translation>
    </message>
    <message>
        <source>No foul given.</source>
        <translation>Фол не дан.</translation>
    </message>
    <message>
        <source>Pick the don, both mafia and the sheriff first ({0} of 4).</source>
        <translation>Сначала отметьте дона, обоих мафиози и шерифа ({0} из 4).</translation>
    </message>
    <message>
        <source>Press the seat the mafia shot, or − for a miss.</source>
        <translation>Нажмите место, в которое стреляла мафия, или − при промахе.</translation>
    </message>
    <message>
        <source>Press the checked seat, or − for no check.</source>
        <translation>Нажмите проверенное место или − если проверки нет.</translation>
    </message>
    <message>
        <source>“None” means nothing now.</source>
        <translation>«Никто» сейчас ничего не значит.</translation>
    </message>
    <message>
        <source>“All remaining” applies only in a vote.</source>
        <translation>«Все остальные» действует только в голосовании.</translation>
    </message>
    <message>
        <source>Seat {0} cannot be named in the best move.</source>
        <translation>Место {0} нельзя назвать в лучшем ходе.</translation>
    </message>
    <message>
        <source>Seat {0} cannot vote now (out of the game or already voted).</source>
        <translation>Место {0} сейчас не может голосовать (выбыл или уже проголосовал).</translation>
    </message>
    <message>
        <source>Disqualifying foul</source>
        <translation>Дисквалифицирующий фол</translation>
    </message>
    <message>
        <source>No disqualification.</source>
        <translation>Дисквалификации нет.</translation>
    </message>
    <message>
        <source>Seat {0} is removed: disqualifying foul.</source>
        <translation>Место {0} удалено: дисквалифицирующий фол.</translation>
    </message>
    <message>
        <source>insult</source>
        <translation>оскорбление</translation>
    </message>
    <message>
        <source>an oath</source>
        <translation>клятва</translation>
    </message>
    <message>
        <source>speaking at night</source>
        <translation>разговор ночью</translation>
    </message>
    <message>
        <source>touching a player at night</source>
        <translation>касание игрока ночью</translation>
    </message>
    <message>
        <source>unsporting conduct</source>
        <translation>неспортивное поведение</translation>
    </message>
    <message>
        <source>Seat {0} ({1}) is removed. Reason (pick or type; required):</source>
        <translation>Место {0} ({1}) удаляется. Причина (выберите или введите; обязательно):</translation>
    </message>
    <message>
        <source>No disqualification: a disqualifying foul needs its reason.</source>
        <translation>Дисквалификации нет: дисквалифицирующему фолу нужна причина.</translation>
    </message>
    <message>
        <source>The best move needs 3 seats ({0} picked): press the rest, Backspace takes one back, − records no best move.</source>
        <translation>Лучшему ходу нужны 3 места (выбрано {0}): нажмите остальные; Backspace отменяет одно, − — лучшего хода нет.</translation>
    </message>
    <message>
        <source>No best move. Enter ends the last words.</source>
        <translation>Лучшего хода нет. Enter завершает последнее слово.</translation>
    </message>
    <message>
        <source>Role picks cleared: start again from the don.</source>
        <translation>Выбор ролей сброшен: начните снова с дона.</translation>
    </message>
    <message>
        <source>Seat {0} is already picked. Backspace takes back the last pick, − clears them all.</source>
        <translation>Место {0} уже выбрано. Backspace отменяет последний выбор, − сбрасывает все.</translation>
    </message>
    <message>
        <source>Seat {0} is the last candidate: every hand not yet given is his. Enter closes the vote.</source>
        <translation>Место {0} — последний кандидат: все ещё не отданные руки за него. Enter закрывает голосование.</translation>
    </message>
    <message>
        <source>Nobody is marked for seat {0}: press the seats that vote, or − for 0 votes.</source>
        <translation>За место {0} никто не отмечен: нажмите голосующих или − для 0 голосов.</translation>
    </message>
    <message>
        <source>Nobody is marked to lift: press the seats in favour, or − for 0 votes.</source>
        <translation>За подъём никто не отмечен: нажмите голосующих «за» или − для 0 голосов.</translation>
    </message>
    <message>
        <source>A {2} foul removes seat {0} ({1}) from the game. Give it?</source>
        <translation>{2} фол удаляет место {0} ({1}) из игры. Дать фол?</translation>
    </message>
    <message>
        <source>Seat {0} is removed: {1} foul.</source>
        <translation>Место {0} удалено: {1} фол.</translation>
    </message>
    <message>
        <source>Seat {0}: {1} foul — the next speech is lost.</source>
        <translation>Место {0}: {1} фол — следующая речь пропускается.</translation>
    </message>
    <message>
        <source>Seat {0}: {2} foul — the next speech is {1} s.</source>
        <translation>Место {0}: {2} фол — следующая речь {1} с.</translation>
    </message>
    <message>
        <source>Seat {0}: not recorded. Press the seat the checker names, or − for no check.</source>
        <translation>Место {0}: не записано. Нажмите место, которое называет проверяющий, или − без проверки.</translation>
    </message>
    <message>
        <source>Seat {0}: the checker is out, so no check is recorded.</source>
        <translation>Место {0}: проверяющий выбыл, проверка не записана.</translation>
    </message>
    <message>
        <source>The game is paused for a technical break: F9 resumes it first.</source>
        <translation>Игра остановлена на технический перерыв: сначала продолжите её клавишей F9.</translation>
    </message>
    <message>
        <source>Seat {0} withdrew the nomination of seat {1}.</source>
        <translation>Место {0} сняло выставление места {1}.</translation>
    </message>
    <message>
        <source>Not taken: the check&apos;s answer is up.</source>
        <translation>Не принято: ответ проверки ещё на экране.</translation>
    </message>
</context>
<context>
    <name>GameImport</name>
    <message>
        <source>Import games</source>
        <translation>Импорт игр</translation>
    </message>
    <message>
        <source>The games come from:</source>
        <translation>Откуда игры:</translation>
    </message>
    <message>
        <source>Games to import</source>
        <translation>Игры для импорта</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи игр (*.json)</translation>
    </message>
    <message>
        <source>Folder for the game logs</source>
        <translation>Папка для журналов игр</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Чтение игр…</translation>
    </message>
    <message>
        <source>The games were not imported</source>
        <translation>Игры не импортированы</translation>
    </message>
    <message>
        <source>{0} game logs written to {1}.</source>
        <translation>Журналов игр записано в {1}: {0}.</translation>
    </message>
    <message>
        <source>What the game logs could not hold:</source>
        <translation>Что не удалось сохранить в журналах игр:</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… и ещё {0}.</translation>
    </message>
    <message>
        <source>Games imported</source>
        <translation>Игры импортированы</translation>
    </message>
    <message>
        <source>The games make up a tournament ({0}). Import it into the database?</source>
        <translation>Игры составляют турнир ({0}). Импортировать его в базу данных?</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Length of a day speech.</source>
        <translation>Длительность дневной речи.</translation>
    </message>
    <message>
        <source>baseline 2</source>
        <translation>базовые правила, п. 2</translation>
    </message>
    <message>
        <source>Length of a tied candidate&apos;s speech before a revote.</source>
        <translation>Длительность речи кандидата с равным числом голосов перед переголосованием.</translation>
    </message>
    <message>
        <source>baseline 3, G16</source>
        <translation>базовые правила, п. 3; G16</translation>
    </message>
    <message>
        <source>Last words of a single player leaving (vote or night shot).</source>
        <translation>Последняя речь игрока, покидающего стол в одиночку (голосованием или ночным выстрелом).</translation>
    </message>
    <message>
        <source>baseline 3-4</source>
        <translation>базовые правила, п. 3–4</translation>
    </message>
    <message>
        <source>Last words of each player when several leave by one vote.</source>
        <translation>Последняя речь каждого игрока, когда одним голосованием уходят несколько.</translation>
    </message>
    <message>
        <source>G7; arctic seed 001</source>
        <translation>G7; регламент Арктики (001)</translation>
    </message>
    <message>
        <source>Time the don and the sheriff each get for a night check.</source>
        <translation>Время на ночную проверку дона и шерифа.</translation>
    </message>
    <message>
        <source>nuance: check time</source>
        <translation>нюанс: время проверки</translation>
    </message>
    <message>
        <source>The mafia&apos;s agreement on the zero night (the host&apos;s clock).</source>
        <translation>Договорка мафии в нулевую ночь (время по часам ведущего).</translation>
    </message>
    <message>
        <source>baseline 1: one minute</source>
        <translation>базовые правила, п. 1: одна минута</translation>
    </message>
    <message>
        <source>The best move&apos;s clock: the first part of the night-1 victim&apos;s last words, until he names his three seats or declines; then the last words&apos; time runs.</source>
        <translation>Время на лучший ход: начало последней речи убитого в первую ночь, пока он не назовёт три места или не откажется; затем идёт время последней речи.</translation>
    </message>
    <message>
        <source>this app&apos;s choice (no seed gives one)</source>
        <translation>выбор программы (ни один регламент его не задаёт)</translation>
    </message>
    <message>
        <source>How long hands may go up for one candidate (and in the lift vote) before the host&apos;s &apos;thank you&apos; (0 = no vote clock).</source>
        <translation>Сколько можно поднимать руку за одного кандидата (и при голосовании за подъём всех) до «спасибо» ведущего (0 — без часов голосования).</translation>
    </message>
    <message>
        <source>baseline: none; arctic seed 001 (1.5-2 s), german seed 004 (2 s)</source>
        <translation>базовые правила: нет; Арктика (001): 1,5–2 с; German Open (004): 2 с</translation>
    </message>
    <message>
        <source>At this many living players or fewer a 3rd-foul player speaks shortened instead of losing it.</source>
        <translation>При стольких живых игроках или меньше игрок с третьим фолом не лишается речи, а говорит сокращённо.</translation>
    </message>
    <message>
        <source>G12</source>
        <translation>G12</translation>
    </message>
    <message>
        <source>Speech length of a player with 3 fouls at a short table (the living count above).</source>
        <translation>Длительность речи игрока с тремя фолами за неполным столом (число живых — в настройке выше).</translation>
    </message>
    <message>
        <source>baseline 6, G12</source>
        <translation>базовые правила, п. 6; G12</translation>
    </message>
    <message>
        <source>Speech length of a player whose 3rd foul restricts his next day speech, above the short table (0 = the speech is lost; he may still nominate).</source>
        <translation>Длительность речи игрока, у которого третий фол ограничивает ближайшую дневную речь, когда стол не неполный (0 — речь пропускается; выставлять он может).</translation>
    </message>
    <message>
        <source>baseline 6, G11, G13; rfm-2026: 10 s (docs/rulesets.md)</source>
        <translation>базовые правила, п. 6; G11, G13; РФМ 2026: 10 с</translation>
    </message>
    <message>
        <source>The foul count that costs a player his next day speech (shortened instead at a short table).</source>
        <translation>Число фолов, за которое игрок лишается ближайшей дневной речи (за неполным столом — говорит сокращённо).</translation>
    </message>
    <message>
        <source>baseline 6, G12, G13</source>
        <translation>базовые правила, п. 6; G12, G13</translation>
    </message>
    <message>
        <source>The foul count that removes a player.</source>
        <translation>Число фолов, после которого игрок удаляется.</translation>
    </message>
    <message>
        <source>baseline 6</source>
        <translation>базовые правила, п. 6</translation>
    </message>
    <message>
        <source>Several seats named in one sentence (&apos;I nominate 1, 2, 3&apos;): which one counts.</source>
        <translation>Несколько мест в одной фразе («выставляю 1, 2, 3»): какое засчитывается.</translation>
    </message>
    <message>
        <source>nuance: several candidates; G9</source>
        <translation>нюанс: несколько кандидатур; G9</translation>
    </message>
    <message>
        <source>&apos;I nominate 1, I nominate 2&apos;: which counts (the first not nominated skips seats already candidates).</source>
        <translation>«Выставляю 1, выставляю 2»: какое засчитывается («первое не выставленное» пропускает уже выставленных).</translation>
    </message>
    <message>
        <source>G9; arctic seed 001</source>
        <translation>G9; регламент Арктики (001)</translation>
    </message>
    <message>
        <source>How many nominations may be withdrawn in a whole game (-1 = unlimited, 0 = not allowed).</source>
        <translation>Сколько выставлений можно снять за всю игру (−1 — без ограничений, 0 — нельзя).</translation>
    </message>
    <message>
        <source>nuance: withdrawing; G8</source>
        <translation>нюанс: снятие кандидатуры; G8</translation>
    </message>
    <message>
        <source>Whether day 1 with exactly one candidate holds a vote (baseline: no vote).</source>
        <translation>Голосуют ли в первый день, если выставлен ровно один кандидат (по базовым правилам — нет).</translation>
    </message>
    <message>
        <source>baseline 3</source>
        <translation>базовые правила, п. 3</translation>
    </message>
    <message>
        <source>Day 1&apos;s vote eliminates nobody: a ballot with one leader ends the day; a tie goes on as on any day.</source>
        <translation>Голосование первого дня никого не выводит: при одном лидере день заканчивается; при равенстве голосование идёт как в любой день.</translation>
    </message>
    <message>
        <source>Polemica zeroVoting; mafiaratings first-day voting rule 2 (docs/import-games.md)</source>
        <translation>нулевое голосование Polemica; правило голосования первого дня mafiaratings, п. 2</translation>
    </message>
    <message>
        <source>At 4 living players, whether two tied candidates may both be lifted (car crash).</source>
        <translation>При четырёх живых: можно ли поднять обоих кандидатов с равным числом голосов (автокатастрофа).</translation>
    </message>
    <message>
        <source>nuance; G14</source>
        <translation>нюанс; G14</translation>
    </message>
    <message>
        <source>At 9 living players, whether three or more tied candidates may be lifted.</source>
        <translation>При девяти живых: можно ли поднять трёх и более кандидатов с равным числом голосов.</translation>
    </message>
    <message>
        <source>finer FIIM points; G14</source>
        <translation>уточнения ФИИМ; G14</translation>
    </message>
    <message>
        <source>Counts [living, tied] at which the tied may not be lifted: a second tie of the same seats then means nobody leaves, with no lift-all vote.</source>
        <translation>Пары [живых, с равным числом голосов], при которых поднимать нельзя: повторное равенство тех же мест — никто не уходит, голосования за подъём всех нет.</translation>
    </message>
    <message>
        <source>rfm-2026 (docs/rulesets.md); none in the 2016 seeds</source>
        <translation>регламент РФМ 2026; в регламентах 2016 года нет</translation>
    </message>
    <message>
        <source>A removal at night means no vote on the next day.</source>
        <translation>Удаление ночью — на следующий день голосования нет.</translation>
    </message>
    <message>
        <source>G1, G20</source>
        <translation>G1, G20</translation>
    </message>
    <message>
        <source>A removal during the morning last words means no vote that day.</source>
        <translation>Удаление во время утренней последней речи — в этот день голосования нет.</translation>
    </message>
    <message>
        <source>G1, G3; arctic seed 001</source>
        <translation>G1, G3; регламент Арктики (001)</translation>
    </message>
    <message>
        <source>A removal during the day&apos;s speeches or the vote sends the city to night at once (else they go on).</source>
        <translation>Удаление во время дневных речей или голосования сразу отправляет город в ночь (иначе день продолжается).</translation>
    </message>
    <message>
        <source>G2; arctic seed 001</source>
        <translation>G2; регламент Арктики (001)</translation>
    </message>
    <message>
        <source>A removal during the vote after a candidate has votes from more than half the living: both leave (else the vote stops, majority or not).</source>
        <translation>Удаление во время голосования, когда у кандидата уже больше половины голосов живых: уходят оба (иначе голосование прекращается, есть большинство или нет).</translation>
    </message>
    <message>
        <source>G4, G5</source>
        <translation>G4, G5</translation>
    </message>
    <message>
        <source>A removal at 3 or 4 living players gives the win to the other team.</source>
        <translation>Удаление при трёх или четырёх живых отдаёт победу другой команде.</translation>
    </message>
    <message>
        <source>nuance; german seed 004</source>
        <translation>нюанс; German Open (004)</translation>
    </message>
    <message>
        <source>Who makes the best move: only the night-1 victim, or the first player shot whenever it happens.</source>
        <translation>Кто делает лучший ход: только убитый в первую ночь или первый убитый, когда бы это ни случилось.</translation>
    </message>
    <message>
        <source>nuance: best move; G17</source>
        <translation>нюанс: лучший ход; G17</translation>
    </message>
    <message>
        <source>The best move is void when at least this many players left by day 1&apos;s vote.</source>
        <translation>Лучшего хода нет, если голосованием первого дня ушло не меньше стольких игроков.</translation>
    </message>
    <message>
        <source>finer FIIM points; G17</source>
        <translation>уточнения ФИИМ; G17</translation>
    </message>
    <message>
        <source>Whether the host may seat a tournament draw&apos;s table in another order (its players stay the same).</source>
        <translation>Может ли ведущий рассадить стол турнирной рассадки в другом порядке (игроки те же).</translation>
    </message>
    <message>
        <source>spec tournament-format draws[]; no seed allows it</source>
        <translation>формат турнирного файла, рассадки; ни один регламент этого не разрешает</translation>
    </message>
    <message>
        <source>Tied candidates speak before every revote, a revote among a different set too.</source>
        <translation>Кандидаты с равным числом голосов говорят перед каждым переголосованием, в том числе при другом составе.</translation>
    </message>
    <message>
        <source>baseline 3; G16</source>
        <translation>базовые правила, п. 3; G16</translation>
    </message>
    <message>
        <source>A seat replaced mid-game (a judge&apos;s decision): the game&apos;s result goes to the player who started it, or to the substitute on the seat at the end.</source>
        <translation>Замена игрока по ходу игры (решение судьи): результат получает начавший игру или заменивший его к концу игры.</translation>
    </message>
    <message>
        <source>judge&apos;s decision; no seed says otherwise</source>
        <translation>решение судьи; ни один регламент не говорит иначе</translation>
    </message>
    <message>
        <source>The reasons offered for a result awarded by the judge (a typed reason is accepted too).</source>
        <translation>Причины, предлагаемые для результата по решению судьи (можно ввести и свою).</translation>
    </message>
    <message>
        <source>G22</source>
        <translation>G22</translation>
    </message>
    <message>
        <source>Three nights in a row with nobody leaving: red wins at any count, red wins only at 4 living, never anything, or the game is a draw.</source>
        <translation>Три ночи подряд без ухода игроков: победа красных при любом числе живых, победа красных только при четырёх живых, ничего, или ничья.</translation>
    </message>
    <message>
        <source>nuance: three nights; G15; draw: RFM 2026 reg. 4.7.1</source>
        <translation>нюанс: три ночи; G15; ничья: РФМ 2026, п. 4.7.1</translation>
    </message>
    <message>
        <source>A removal for fouls breaks a run of quiet nights (if not, only a shot or a vote-out does).</source>
        <translation>Удаление за фолы прерывает серию тихих ночей (если нет, её прерывает только выстрел или заголосованный игрок).</translation>
    </message>
    <message>
        <source>G15; RFM 2026 spec 8.15: only a shot or a vote-out</source>
        <translation>G15; РФМ 2026, 8.15: только выстрел или голосование</translation>
    </message>
</context>
<context>
    <name>GameProtocol</name>
    <message>
        <source>The game is void (corrections).</source>
        <translation>Игра аннулирована (исправления).</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Подтверждение</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Пауза (Пробел)</translation>
    </message>
    <message>
        <source>Start (Space)</source>
        <translation>Старт (Пробел)</translation>
    </message>
    <message>
        <source>Seat {0} · {1} · {2} s</source>
        <translation>Место {0} · {1} · {2} с</translation>
    </message>
    <message>
        <source>Voting for seat {0}</source>
        <translation>Голосование за место {0}</translation>
    </message>
    <message>
        <source>Best move: press the three seats he names ({0} of 3).</source>
        <translation>Лучший ход: нажмите три названных места ({0} из 3).</translation>
    </message>
    <message>
        <source>Press the don, the two mafia and the sheriff, in that order.</source>
        <translation>Нажмите дона, двух мафиози и шерифа — в этом порядке.</translation>
    </message>
    <message>
        <source>A seat key nominates that seat for the speaker.</source>
        <translation>Клавиша места выставляет это место от имени говорящего.</translation>
    </message>
    <message>
        <source>Seat keys mark who votes for this candidate; Enter records them.</source>
        <translation>Клавиши мест отмечают голосующих за этого кандидата; Enter записывает голоса.</translation>
    </message>
    <message>
        <source>Seat keys mark who votes to lift all; Enter records them.</source>
        <translation>Клавиши мест отмечают голосующих за подъём всех; Enter записывает голоса.</translation>
    </message>
    <message>
        <source>The seat the mafia shot, or − for a miss.</source>
        <translation>Место, в которое стреляла мафия, или − при промахе.</translation>
    </message>
    <message>
        <source>The seat the don checks, or − for no check.</source>
        <translation>Место, которое проверяет дон, или − без проверки.</translation>
    </message>
    <message>
        <source>The seat the sheriff checks, or − for no check.</source>
        <translation>Место, которое проверяет шериф, или − без проверки.</translation>
    </message>
    <message>
        <source>Best move: {0}</source>
        <translation>Лучший ход: {0}</translation>
    </message>
    <message>
        <source>Candidate / votes</source>
        <translation>Кандидат / голоса</translation>
    </message>
    <message>
        <source>{0} of {1} votes cast</source>
        <translation>подано голосов: {0} из {1}</translation>
    </message>
    <message>
        <source>1…0 don, mafia, mafia, sheriff</source>
        <translation>1…0 дон, мафия, мафия, шериф</translation>
    </message>
    <message>
        <source>1…0 nominate</source>
        <translation>1…0 выставить</translation>
    </message>
    <message>
        <source>1…0 toggle a vote · + all remaining · − nobody</source>
        <translation>1…0 голос · + все остальные · − никто</translation>
    </message>
    <message>
        <source>1…0 toggle a vote to lift · + all · − nobody</source>
        <translation>1…0 голос за подъём · + все · − никто</translation>
    </message>
    <message>
        <source>1…0 the shot · − miss</source>
        <translation>1…0 выстрел · − промах</translation>
    </message>
    <message>
        <source>1…0 the don&apos;s check · − no check</source>
        <translation>1…0 проверка дона · − без проверки</translation>
    </message>
    <message>
        <source>1…0 the sheriff&apos;s check · − no check</source>
        <translation>1…0 проверка шерифа · − без проверки</translation>
    </message>
    <message>
        <source>Shift+1…0 foul</source>
        <translation>Shift+1…0 фол</translation>
    </message>
    <message>
        <source>Enter next</source>
        <translation>Enter далее</translation>
    </message>
    <message>
        <source>Space timer · ↑/↓ ±10 s · T reset</source>
        <translation>Пробел таймер · ↑/↓ ±10 с · T сброс</translation>
    </message>
    <message>
        <source>{0} undo · {1} redo</source>
        <translation>{0} отменить · {1} вернуть</translation>
    </message>
    <message>
        <source>R roles · M sound · F1 all keys</source>
        <translation>R роли · M звук · F1 все клавиши</translation>
    </message>
    <message>
        <source>Show roles (R)</source>
        <translation>Показать роли (R)</translation>
    </message>
    <message>
        <source>Protocol (Ctrl+P)</source>
        <translation>Протокол (Ctrl+P)</translation>
    </message>
    <message>
        <source>Reset (T)</source>
        <translation>Сброс (T)</translation>
    </message>
    <message>
        <source>−10 s (Down)</source>
        <translation>−10 с (↓)</translation>
    </message>
    <message>
        <source>+10 s (Up)</source>
        <translation>+10 с (↑)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>None / miss (−)</source>
        <translation>Никто / промах (−)</translation>
    </message>
    <message>
        <source>All remaining (+)</source>
        <translation>Все остальные (+)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Далее (Enter)</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Отменить (Backspace)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Вернуть (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Judge&apos;s decision…</source>
        <translation>Решение судьи…</translation>
    </message>
    <message>
        <source>Enter puts the answer away.</source>
        <translation>Enter убирает ответ.</translation>
    </message>
    <message>
        <source>Enter puts the answer away before the next one wakes.</source>
        <translation>Enter убирает ответ, прежде чем проснётся следующий.</translation>
    </message>
    <message>
        <source>1…0 best-move guess · − no best move</source>
        <translation>1…0 лучший ход · − нет лучшего хода</translation>
    </message>
    <message>
        <source>Every hand not yet given goes to the last candidate; Enter closes the vote.</source>
        <translation>Все ещё не отданные руки — за последнего кандидата; Enter закрывает голосование.</translation>
    </message>
    <message>
        <source>Enter closes the vote</source>
        <translation>Enter закрывает голосование</translation>
    </message>
    <message>
        <source>Seat {0} · {1} · speech lost ({2} foul)</source>
        <translation>Место {0} · {1} · без речи ({2} фол)</translation>
    </message>
    <message>
        <source>{0} resume the game</source>
        <translation>{0} продолжить игру</translation>
    </message>
    <message>
        <source>{0} undo</source>
        <translation>{0} отменить</translation>
    </message>
    <message>
        <source>F1 all keys</source>
        <translation>F1 все клавиши</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Not saved, so not done: {0}</source>
        <translation>Не сохранено, поэтому не выполнено: {0}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>Cannot undo: {0}</source>
        <translation>Отменить нельзя: {0}</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего возвращать.</translation>
    </message>
    <message>
        <source>Not saved, so not redone: {0}</source>
        <translation>Не сохранено, поэтому не возвращено: {0}</translation>
    </message>
    <message>
        <source>The result is stored: the game can no longer be undone.</source>
        <translation>Результат сохранён: отменить ход игры больше нельзя.</translation>
    </message>
    <message>
        <source>Tournament {0} plays ruleset {1}, not {2}.</source>
        <translation>Турнир {0} играется по регламенту {1}, а не {2}.</translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message>
        <source>waiting</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>идёт сейчас</translation>
    </message>
    <message>
        <source>played here</source>
        <translation>сыграна здесь</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введена</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Окончание</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Points / reason</source>
        <translation>Баллы / причина</translation>
    </message>
    <message>
        <source>Search by player name…</source>
        <translation>Поиск по имени игрока…</translation>
    </message>
    <message>
        <source>&amp;Enter result…</source>
        <translation>&amp;Ввести результат…</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Исправить…</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Аннулировать…</translation>
    </message>
    <message>
        <source>A&amp;bsence…</source>
        <translation>&amp;Неявка…</translation>
    </message>
    <message>
        <source>Ad&amp;justment…</source>
        <translation>&amp;Поправка баллов…</translation>
    </message>
    <message>
        <source>&amp;Merge a file…</source>
        <translation>&amp;Слить файл…</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>Все этапы</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Все туры</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>тур {0}</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неявка</translation>
    </message>
    <message>
        <source>excused</source>
        <translation>уважительная причина</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>неполный стол</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>бай</translation>
    </message>
    <message>
        <source>absence</source>
        <translation>неявка</translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation>{0}, тур {1}</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>поправка</translation>
    </message>
    <message>
        <source>Playing now at the host&apos;s screen: {0} steps recorded.</source>
        <translation>Сейчас идёт на экране ведущего: записано шагов — {0}.</translation>
    </message>
    <message>
        <source>No result yet: “Enter result…” types it from the paper protocol.</source>
        <translation>Результата пока нет: «Ввести результат…» — ввод с бумажного протокола.</translation>
    </message>
    <message>
        <source>History (the standings use the last entry):</source>
        <translation>История (турнирная таблица использует последнюю запись):</translation>
    </message>
    <message>
        <source>1. original result:</source>
        <translation>1. исходный результат:</translation>
    </message>
    <message>
        <source>Result stored: {0}.</source>
        <translation>Результат сохранён: {0}.</translation>
    </message>
    <message>
        <source>Choose a stored game first.</source>
        <translation>Сначала выберите сохранённую игру.</translation>
    </message>
    <message>
        <source>Correction stored: {0}.</source>
        <translation>Исправление сохранено: {0}.</translation>
    </message>
    <message>
        <source>Game voided: {0}.</source>
        <translation>Игра аннулирована: {0}.</translation>
    </message>
    <message>
        <source>Merge an exchange file</source>
        <translation>Слить файл обмена</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Файлы турнира (*.json)</translation>
    </message>
    <message>
        <source>The file was not merged</source>
        <translation>Файл не слит</translation>
    </message>
    <message>
        <source>Merged {0}: {1} new entries.</source>
        <translation>Слит {0}: новых записей — {1}.</translation>
    </message>
    <message>
        <source>Change the entry…</source>
        <translation>Изменить запись…</translation>
    </message>
    <message>
        <source>Delete the entry…</source>
        <translation>Удалить запись…</translation>
    </message>
    <message>
        <source>Why is the entry changed?</source>
        <translation>Почему запись меняется?</translation>
    </message>
    <message>
        <source>A change of an entry needs its reason.</source>
        <translation>Для изменения записи нужна причина.</translation>
    </message>
    <message>
        <source>Judge&apos;s name:</source>
        <translation>Имя судьи:</translation>
    </message>
    <message>
        <source>A change of an entry needs the judge&apos;s name.</source>
        <translation>Для изменения записи нужно имя судьи.</translation>
    </message>
    <message>
        <source>Choose an absence or an adjustment first.</source>
        <translation>Сначала выберите неявку или корректировку.</translation>
    </message>
    <message>
        <source>Change the entry</source>
        <translation>Изменение записи</translation>
    </message>
    <message>
        <source>Delete the entry</source>
        <translation>Удаление записи</translation>
    </message>
    <message>
        <source>The entry was not deleted</source>
        <translation>Запись не удалена</translation>
    </message>
    <message>
        <source>Deleted: {0} {1} ({2}).</source>
        <translation>Удалено: {0} {1} ({2}).</translation>
    </message>
    <message>
        <source>File a protest…</source>
        <translation>Подать протест…</translation>
    </message>
    <message>
        <source>Protests:</source>
        <translation>Протесты:</translation>
    </message>
    <message>
        <source>Protest {0} filed: {1}.</source>
        <translation>Протест {0} подан: {1}.</translation>
    </message>
</context>
<context>
    <name>GamesText</name>
    <message>
        <source>{0}, round {1}, table {2}</source>
        <translation>{0}, тур {1}, стол {2}</translation>
    </message>
    <message>
        <source>three nights</source>
        <translation>три ночи</translation>
    </message>
    <message>
        <source>judge: {0}</source>
        <translation>судья: {0}</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычное</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дона</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шерифа</translation>
    </message>
    <message>
        <source>Winner: {0} ({1})</source>
        <translation>Победа: {0} ({1})</translation>
    </message>
    <message>
        <source>Shot on night 1: {0}</source>
        <translation>Убит в первую ночь: {0}</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>Best move: seat {0} named {1}</source>
        <translation>Лучший ход: место {0} назвало {1}</translation>
    </message>
    <message>
        <source>Extra points: seat {0} {1}</source>
        <translation>Доп. баллы: место {0} {1}</translation>
    </message>
    <message>
        <source>Removed: seat {0} ({1})</source>
        <translation>Удалён: место {0} ({1})</translation>
    </message>
    <message>
        <source>Penalty: seat {0} {1} — {2}</source>
        <translation>Штраф: место {0} {1} — {2}</translation>
    </message>
    <message>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>{0} by {1} at {2}: {3}</source>
        <translation>{0} ({1}, {2}): {3}</translation>
    </message>
    <message>
        <source>Best in circle {2}: seat {0} {1}</source>
        <translation>Лучший в круге {2}: место {0} {1}</translation>
    </message>
    <message>
        <source>Worst in circle {2}: seat {0} {1}</source>
        <translation>Худший в круге {2}: место {0} {1}</translation>
    </message>
    <message>
        <source>Draw ({0})</source>
        <translation>Ничья ({0})</translation>
    </message>
</context>
<context>
    <name>HallStandings</name>
    <message>
        <source>Standings: {0}</source>
        <translation>Турнирная таблица: {0}</translation>
    </message>
    <message>
        <source>The standings are announced at the end.</source>
        <translation>Турнирная таблица будет объявлена в конце.</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>страница {0} из {1}</translation>
    </message>
    <message>
        <source>{0} — teams</source>
        <translation>{0} — команды</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>{0} · table {1} · game {2} · started {3} · {4} actions</source>
        <translation>{0} · стол {1} · игра {2} · начата {3} · действий: {4}</translation>
    </message>
    <message>
        <source>Run a game at the table: start a club game with ten names, seat a table from a tournament draw, or resume a game that was interrupted.</source>
        <translation>Проведите игру за столом: клубная игра с десятью именами, стол из турнирной рассадки или продолжение прерванной игры.</translation>
    </message>
    <message>
        <source>New club game…</source>
        <translation>Новая клубная игра…</translation>
    </message>
    <message>
        <source>Game from a tournament draw…</source>
        <translation>Игра по турнирной рассадке…</translation>
    </message>
    <message>
        <source>Unfinished games (double-click or Enter to resume)</source>
        <translation>Незаконченные игры (двойной щелчок или Enter — продолжить)</translation>
    </message>
    <message>
        <source>Resume the selected game</source>
        <translation>Продолжить выбранную игру</translation>
    </message>
    <message>
        <source>Tournaments (organiser)…</source>
        <translation>Турниры (организатор)…</translation>
    </message>
    <message>
        <source>Table from the server…</source>
        <translation>Стол с сервера…</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>Civilian</source>
        <translation>Мирный</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>заголосован</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <source>Red (civilians)</source>
        <translation>Красные (мирные)</translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation>Чёрные (мафия)</translation>
    </message>
    <message>
        <source>Zero night: record the roles</source>
        <translation>Нулевая ночь: запишите роли</translation>
    </message>
    <message>
        <source>Day {day}: speeches</source>
        <translation>День {day}: речи</translation>
    </message>
    <message>
        <source>Day {day}: speeches of the tied candidates</source>
        <translation>День {day}: речи кандидатов в попиле</translation>
    </message>
    <message>
        <source>Day {day}: vote</source>
        <translation>День {day}: голосование</translation>
    </message>
    <message>
        <source>Day {day}: revote</source>
        <translation>День {day}: переголосование</translation>
    </message>
    <message>
        <source>Day {day}: lift all tied candidates?</source>
        <translation>День {day}: поднять всех?</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Последняя минута</translation>
    </message>
    <message>
        <source>Night {night}: the mafia shoots</source>
        <translation>Ночь {night}: стреляет мафия</translation>
    </message>
    <message>
        <source>Night {night}: the don checks</source>
        <translation>Ночь {night}: проверка дона</translation>
    </message>
    <message>
        <source>Night {night}: the sheriff checks</source>
        <translation>Ночь {night}: проверка шерифа</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Enter gives the floor to seat {0}.</source>
        <translation>Enter передаёт слово месту {0}.</translation>
    </message>
    <message>
        <source>Enter starts the vote.</source>
        <translation>Enter начинает голосование.</translation>
    </message>
    <message>
        <source>Enter starts the vote to lift all tied candidates.</source>
        <translation>Enter начинает голосование за подъём всех.</translation>
    </message>
    <message>
        <source>Enter gives seat {0} his last words.</source>
        <translation>Enter даёт месту {0} последнюю минуту.</translation>
    </message>
    <message>
        <source>Enter ends the day: night falls.</source>
        <translation>Enter завершает день: город засыпает.</translation>
    </message>
    <message>
        <source>Enter moves on.</source>
        <translation>Enter — далее.</translation>
    </message>
    <message>
        <source>Zero night. Press the seat of the {0}.</source>
        <translation>Нулевая ночь. Нажмите место: {0}.</translation>
    </message>
    <message>
        <source>Roles picked. Enter records them.</source>
        <translation>Роли отмечены. Enter записывает их.</translation>
    </message>
    <message>
        <source>Seat {0}: last words.</source>
        <translation>Место {0}: последняя минута.</translation>
    </message>
    <message>
        <source>Seat {0} speaks.</source>
        <translation>Говорит место {0}.</translation>
    </message>
    <message>
        <source>Lift all of {0}? Press the seats in favour, Enter records them ({1} chosen).</source>
        <translation>Поднять всех ({0})? Нажмите голосующих «за», Enter записывает (отмечено {1}).</translation>
    </message>
    <message>
        <source>Night {0}. Press the seat the mafia shot, or − for a miss.</source>
        <translation>Ночь {0}. Нажмите место, в которое стреляла мафия, или − при промахе.</translation>
    </message>
    <message>
        <source>The don checks. Press the seat he points at, or − for no check.</source>
        <translation>Проверка дона. Нажмите указанное место или − без проверки.</translation>
    </message>
    <message>
        <source>The sheriff checks. Press the seat he points at, or − for no check.</source>
        <translation>Проверка шерифа. Нажмите указанное место или − без проверки.</translation>
    </message>
    <message>
        <source>the sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation>не шериф</translation>
    </message>
    <message>
        <source>Don&apos;s check: seat {0} is {1}.</source>
        <translation>Проверка дона: место {0} — {1}.</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>Sheriff&apos;s check: seat {0} is {1}.</source>
        <translation>Проверка шерифа: место {0} — {1}.</translation>
    </message>
    <message>
        <source>Next speakers: {0}</source>
        <translation>Далее говорят: {0}</translation>
    </message>
    <message>
        <source>Candidates: {0}</source>
        <translation>Кандидаты: {0}</translation>
    </message>
    <message>
        <source>Ballot: {0}</source>
        <translation>В голосовании: {0}</translation>
    </message>
    <message>
        <source>Votes still to cast: {0} of {1}</source>
        <translation>Ещё не проголосовали: {0} из {1}</translation>
    </message>
    <message>
        <source>No vote today: {0}</source>
        <translation>Сегодня без голосования: {0}</translation>
    </message>
    <message>
        <source>Winner: {0}{1}. Enter opens the result: extra points, penalties, protocol.</source>
        <translation>Победа: {0}{1}. Enter открывает итоги: доп. баллы, штрафы, протокол.</translation>
    </message>
    <message>
        <source>Enter ends the speech.</source>
        <translation>Enter завершает речь.</translation>
    </message>
    <message>
        <source>Enter ends the speeches: seat {0}, the only candidate, leaves.</source>
        <translation>Enter завершает речи: место {0}, единственный кандидат, покидает стол.</translation>
    </message>
    <message>
        <source>Picked: {0}.</source>
        <translation>Выбрано: {0}.</translation>
    </message>
    <message>
        <source>Best move: press 3 seats ({0} picked), or − for none.</source>
        <translation>Лучший ход: нажмите 3 места (выбрано {0}) или − если его нет.</translation>
    </message>
    <message>
        <source>Winner: {0}{1}. The result is stored; Enter shows the protocol.</source>
        <translation>Победитель: {0}{1}. Результат сохранён; Enter показывает протокол.</translation>
    </message>
    <message>
        <source>Enter ends the speeches: the vote on seat {0}, the only candidate.</source>
        <translation>Enter завершает речи: голосование за место {0}, единственного кандидата.</translation>
    </message>
    <message>
        <source>Last candidate, seat {0}: the {1} hands not yet given are his. Enter closes the vote.</source>
        <translation>Последний кандидат, место {0}: ему отдаются {1} ещё не поднятых рук. Enter закрывает голосование.</translation>
    </message>
    <message>
        <source>Vote for seat {0}: press the seats that vote, Enter records them ({1} chosen; − for none).</source>
        <translation>Голосование за место {0}: нажмите голосующих, Enter записывает (отмечено {1}; − — никто).</translation>
    </message>
    <message>
        <source>Lift all: {0}</source>
        <translation>Подъём всех: {0}</translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation>{0}-й</translation>
    </message>
    <message>
        <source>{0}st</source>
        <translation>{0}-й</translation>
    </message>
    <message>
        <source>{0}nd</source>
        <translation>{0}-й</translation>
    </message>
    <message>
        <source>{0}rd</source>
        <translation>{0}-й</translation>
    </message>
    <message>
        <source>Enter gives seat {0} {1} seconds as a tied candidate.</source>
        <translation>Enter даёт месту {0} {1} с в попиле.</translation>
    </message>
    <message>
        <source>Seat {0} has lost this speech ({1} foul) but may nominate.</source>
        <translation>Место {0} пропускает речь ({1} фол), но может выставить кандидатуру.</translation>
    </message>
    <message>
        <source>{0} The vote is stopped: {1}.</source>
        <translation>{0} Голосование остановлено: {1}.</translation>
    </message>
    <message>
        <source>{0} The vote is stopped: nobody leaves by vote today.</source>
        <translation>{0} Голосование остановлено: сегодня по голосованию никто не уходит.</translation>
    </message>
    <message>
        <source>{0} No vote today: {1}.</source>
        <translation>{0} Сегодня без голосования: {1}.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Draw: {0}. The result is stored; Enter shows the protocol.</source>
        <translation>Ничья: {0}. Результат сохранён; Enter показывает протокол.</translation>
    </message>
    <message>
        <source>Draw: {0}. Enter opens the result: extra points, penalties, protocol.</source>
        <translation>Ничья: {0}. Enter открывает итоги: доп. баллы, штрафы, протокол.</translation>
    </message>
</context>
<context>
    <name>HostWords</name>
    <message>
        <source>Don, go to sleep.</source>
        <translation>Дон засыпает.</translation>
    </message>
    <message>
        <source>Sheriff, go to sleep.</source>
        <translation>Шериф засыпает.</translation>
    </message>
    <message>
        <source>Seat {0}, you have lost this speech for fouls; you may only nominate.</source>
        <translation>Игрок {0} пропускает речь из-за фолов и может только выставить кандидатуру.</translation>
    </message>
    <message>
        <source>Seat {0}, you have the floor.</source>
        <translation>Слово получает игрок {0}.</translation>
    </message>
    <message>
        <source>Seat {0}, you have {1} seconds to defend yourself.</source>
        <translation>Игрок {0}, у вас {1} секунд на оправдательную речь.</translation>
    </message>
    <message>
        <source>Who is for all the candidates (seats {0}) leaving the table?</source>
        <translation>Кто за то, чтобы все кандидаты (игроки {0}) покинули стол?</translation>
    </message>
    <message>
        <source>Night falls, the town falls asleep. The mafia goes hunting.</source>
        <translation>Наступает ночь, город засыпает. Мафия выходит на охоту.</translation>
    </message>
    <message>
        <source>Mafia, go to sleep. Don, wake up and look for the sheriff.</source>
        <translation>Мафия засыпает. Дон, проснись, найди шерифа.</translation>
    </message>
    <message>
        <source>Don, go to sleep. Sheriff, wake up and look for the mafia.</source>
        <translation>Дон засыпает. Шериф, проснись, найди мафию.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The game is over: the town wins.</source>
        <translation>Игра окончена: победил город.</translation>
    </message>
    <message>
        <source>The game is over: the mafia wins.</source>
        <translation>Игра окончена: победила мафия.</translation>
    </message>
    <message>
        <source>The town falls asleep. Mafia, wake up: you have a minute to agree. Don, show yourself.</source>
        <translation>Город засыпает. Мафия просыпается: у вас минута, договаривайтесь. Дон, покажись ведущему.</translation>
    </message>
    <message>
        <source>Mafia, go to sleep. Sheriff, wake up and show yourself.</source>
        <translation>Мафия засыпает. Шериф, проснись и покажись ведущему.</translation>
    </message>
    <message>
        <source>The town wakes up.</source>
        <translation>Город просыпается.</translation>
    </message>
    <message>
        <source>The town wakes up. Nobody was killed tonight.</source>
        <translation>Город просыпается. Этой ночью никто не был убит.</translation>
    </message>
    <message>
        <source>Seat {0} is the only candidate: every hand is his, he leaves the table.</source>
        <translation>Игрок {0} — единственный кандидат: все голоса за него, он покидает стол.</translation>
    </message>
    <message>
        <source>Revote between seats {1}. Who is for seat {0}?</source>
        <translation>Переголосование между игроками {1}. Кто за игрока {0}?</translation>
    </message>
    <message>
        <source>We vote; the candidates are seats {1}. Who is for seat {0}?</source>
        <translation>Голосуем. На голосование выставлены игроки {1}. Кто за игрока {0}?</translation>
    </message>
    <message>
        <source>The hands not yet given go to seat {0}.</source>
        <translation>Оставшиеся голоса — за игрока {0}.</translation>
    </message>
    <message>
        <source>Who is for seat {0}?</source>
        <translation>Кто за игрока {0}?</translation>
    </message>
    <message>
        <source>Seat {0}, your last minute.</source>
        <translation>Игрок {0}, ваша последняя минута.</translation>
    </message>
    <message>
        <source>Seat {0}, your last words: {1} seconds.</source>
        <translation>Игрок {0}, ваше последнее слово: {1} секунд.</translation>
    </message>
    <message>
        <source>Name your best move: three seats.</source>
        <translation>Назовите лучший ход: трёх игроков.</translation>
    </message>
    <message>
        <source>The town wakes up. Seat {0} was killed tonight.</source>
        <translation>Город просыпается. Этой ночью убит игрок {0}.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation>Игра окончена: ничья.</translation>
    </message>
</context>
<context>
    <name>JudgeDay</name>
    <message>
        <source>{stage}, round {round}</source>
        <translation>{stage}, тур {round}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Players (seat, name)</source>
        <translation>Игроки (место, имя)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>{tournament} — judge {judge}</source>
        <translation>{tournament} — судья {judge}</translation>
    </message>
    <message>
        <source>No table assigned.</source>
        <translation>Столы не назначены.</translation>
    </message>
</context>
<context>
    <name>JudgeDayDialog</name>
    <message>
        <source>A judge&apos;s tables</source>
        <translation>Столы судьи</translation>
    </message>
    <message>
        <source>&amp;Print (PDF)…</source>
        <translation>&amp;Печать (PDF)…</translation>
    </message>
    <message>
        <source>&amp;Export (CSV)…</source>
        <translation>&amp;Экспорт (CSV)…</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Судья:</translation>
    </message>
    <message>
        <source>Tables to judge: {0}</source>
        <translation>Столов к судейству: {0}</translation>
    </message>
    <message>
        <source>No table assigned yet.</source>
        <translation>Столы пока не назначены.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Не записано</translation>
    </message>
    <message>
        <source>Written to {0}.</source>
        <translation>Записано в {0}.</translation>
    </message>
</context>
<context>
    <name>JudgeDialog</name>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Judge {0}</source>
        <translation>Судья {0}</translation>
    </message>
    <message>
        <source>does not play</source>
        <translation>не играет</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Клуб:</translation>
    </message>
    <message>
        <source>C&amp;ity:</source>
        <translation>&amp;Город:</translation>
    </message>
    <message>
        <source>&amp;Plays as:</source>
        <translation>&amp;Играет как:</translation>
    </message>
    <message>
        <source>A judge needs a name.</source>
        <translation>У судьи должно быть имя.</translation>
    </message>
    <message>
        <source>There is a judge named {0} already.</source>
        <translation>Судья с именем {0} уже есть.</translation>
    </message>
</context>
<context>
    <name>JudgesTab</name>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Играет как</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>A judge&apos;s &amp;tables…</source>
        <translation>&amp;Столы судьи…</translation>
    </message>
    <message>
        <source>Judges of the tournament</source>
        <translation>Судьи турнира</translation>
    </message>
    <message>
        <source>Assign a&amp;utomatically</source>
        <translation>Назначить а&amp;втоматически</translation>
    </message>
    <message>
        <source>&amp;Save judges</source>
        <translation>&amp;Сохранить судей</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <source>Judges at the tables</source>
        <translation>Судьи за столами</translation>
    </message>
    <message>
        <source>Judges not changed</source>
        <translation>Судьи не изменены</translation>
    </message>
    <message>
        <source>Judge {0} added.</source>
        <translation>Судья {0} добавлен.</translation>
    </message>
    <message>
        <source>{0} judges tables of saved rounds: take him off them first.</source>
        <translation>{0} судит столы сохранённых туров: сначала снимите его с них.</translation>
    </message>
    <message>
        <source>Judge {0} saved.</source>
        <translation>Судья {0} сохранён.</translation>
    </message>
    <message>
        <source>Remove a judge</source>
        <translation>Удалить судью</translation>
    </message>
    <message>
        <source>Remove judge {0}?</source>
        <translation>Удалить судью {0}?</translation>
    </message>
    <message>
        <source>Judge {0} removed.</source>
        <translation>Судья {0} удалён.</translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation>{0}, тур {1}</translation>
    </message>
    <message>
        <source>No saved draw yet: draw a round on the Rounds tab</source>
        <translation>Сохранённой рассадки пока нет: рассадите тур на вкладке «Туры»</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Players (club)</source>
        <translation>Игроки (клуб)</translation>
    </message>
    <message>
        <source>— no judge —</source>
        <translation>— без судьи —</translation>
    </message>
    <message>
        <source>Not saved: the tables get these judges once you save them.</source>
        <translation>Не сохранено: столы получат этих судей после сохранения.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>No judges assigned in this round.</source>
        <translation>В этом туре судьи не назначены.</translation>
    </message>
    <message>
        <source>{0} is chosen for two tables.</source>
        <translation>{0} выбран на два стола.</translation>
    </message>
    <message>
        <source>Judges assigned (seed {0}); some tables break the rule, see below.</source>
        <translation>Судьи назначены (зерно {0}); за некоторыми столами правило нарушено, см. ниже.</translation>
    </message>
    <message>
        <source>Judges assigned (seed {0}): no judge at a table of his own club.</source>
        <translation>Судьи назначены (зерно {0}): ни один судья не судит игроков своего клуба.</translation>
    </message>
    <message>
        <source>Judges not saved</source>
        <translation>Судьи не сохранены</translation>
    </message>
    <message>
        <source>Judges of {0}, round {1} saved.</source>
        <translation>Судьи: {0}, тур {1} — сохранено.</translation>
    </message>
    <message>
        <source>Table {0}: no judge.</source>
        <translation>Стол {0}: нет судьи.</translation>
    </message>
    <message>
        <source>Table {0}: judge {1} plays at table {2} in this round.</source>
        <translation>Стол {0}: судья {1} играет в этом туре за столом {2}.</translation>
    </message>
    <message>
        <source>Table {0}: judge {1} is of the same club as {2}.</source>
        <translation>Стол {0}: судья {1} из одного клуба с игроками: {2}.</translation>
    </message>
    <message>
        <source>Table {0}: judge {1} is of the same team as {2}.</source>
        <translation>Стол {0}: судья {1} из одной команды с игроками: {2}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Cannot start the game</source>
        <translation>Игру начать нельзя</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>Игру продолжить нельзя</translation>
    </message>
    <message>
        <source>Game resumed where it stopped; the timer is paused.</source>
        <translation>Игра продолжена с места остановки; таймер на паузе.</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>стол {0}</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>игра {0}</translation>
    </message>
    <message>
        <source>Red (civilians)</source>
        <translation>Красные (мирные)</translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation>Чёрные (мафия)</translation>
    </message>
    <message>
        <source>Judge&apos;s decision</source>
        <translation>Решение судьи</translation>
    </message>
    <message>
        <source>The judge awards the win to:</source>
        <translation>Судья присуждает победу:</translation>
    </message>
    <message>
        <source>The result was not stored</source>
        <translation>Результат не сохранён</translation>
    </message>
    <message>
        <source>Result stored.</source>
        <translation>Результат сохранён.</translation>
    </message>
    <message>
        <source>Timer sounds on.</source>
        <translation>Звуки таймера включены.</translation>
    </message>
    <message>
        <source>Timer sounds off.</source>
        <translation>Звуки таймера выключены.</translation>
    </message>
    <message>
        <source>Mafia Desk</source>
        <translation>Mafia Desk</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>&amp;Стартовая страница</translation>
    </message>
    <message>
        <source>&amp;Protocol…</source>
        <translation>&amp;Протокол…</translation>
    </message>
    <message>
        <source>&amp;Export protocol to PDF…</source>
        <translation>&amp;Экспорт протокола в PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Timer &amp;sounds</source>
        <translation>&amp;Звуки таймера</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;About Mafia Desk</source>
        <translation>&amp;О программе Mafia Desk</translation>
    </message>
    <message>
        <source>Saved draws could not be read: {0}</source>
        <translation>Сохранённые рассадки не прочитаны: {0}</translation>
    </message>
    <message>
        <source>Reason (pick or type; required):</source>
        <translation>Причина (выберите или введите; обязательно):</translation>
    </message>
    <message>
        <source>No tournament draw</source>
        <translation>Нет турнирной рассадки</translation>
    </message>
    <message>
        <source>No saved seating draw has a table still waiting for its game. Save the tournament&apos;s draw first, or start a club game.</source>
        <translation>Ни в одной сохранённой рассадке нет стола, который ещё ждёт своей игры. Сначала сохраните рассадку турнира или начните клубную игру.</translation>
    </message>
    <message>
        <source>The game&apos;s protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <source>The game is not over. Show the roles and the night checks on the protocol? No opens it with them hidden.</source>
        <translation>Игра не окончена. Показать в протоколе роли и ночные проверки? «Нет» откроет его без них.</translation>
    </message>
    <message>
        <source>The judge awards the win to {0}: {1}. This ends the game. Record it?</source>
        <translation>Судья присуждает победу: {0} — {1}. Игра на этом закончится. Записать?</translation>
    </message>
    <message>
        <source>No decision recorded.</source>
        <translation>Решение не записано.</translation>
    </message>
    <message>
        <source>&amp;Tournaments…</source>
        <translation>&amp;Турниры…</translation>
    </message>
    <message>
        <source>Stream overlay stopped.</source>
        <translation>Оверлей для трансляции остановлен.</translation>
    </message>
    <message>
        <source>Stream overlay: {0}</source>
        <translation>Оверлей для трансляции: {0}</translation>
    </message>
    <message>
        <source>(open to the network at {0}: anyone there can see it)</source>
        <translation>(открыт в сеть по адресу {0}: его видит любой в этой сети)</translation>
    </message>
    <message>
        <source>Sound volume {0} %.</source>
        <translation>Громкость звука {0} %.</translation>
    </message>
    <message>
        <source>The speech clock starts when Enter gives the floor.</source>
        <translation>Таймер речи запускается, когда Enter даёт слово.</translation>
    </message>
    <message>
        <source>The speech clock waits for Space.</source>
        <translation>Таймер речи ждёт пробела.</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Громкость звука</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Technical &amp;break / Resume</source>
        <translation>Технический &amp;перерыв / продолжить</translation>
    </message>
    <message>
        <source>&amp;Replace a player…</source>
        <translation>&amp;Заменить игрока…</translation>
    </message>
    <message>
        <source>Start the speech clock when Enter gives the floor</source>
        <translation>Запускать таймер речи, когда Enter даёт слово</translation>
    </message>
    <message>
        <source>Stream &amp;overlay</source>
        <translation>&amp;Оверлей для трансляции</translation>
    </message>
    <message>
        <source>Show the &amp;host&apos;s words</source>
        <translation>&amp;Слова ведущего</translation>
    </message>
    <message>
        <source>Spectator display&apos;s &amp;screen</source>
        <translation>&amp;Экран табло для зрителей</translation>
    </message>
    <message>
        <source>S&amp;pectator display</source>
        <translation>&amp;Табло для зрителей</translation>
    </message>
    <message>
        <source>Spectator display: &amp;light theme</source>
        <translation>Табло для зрителей: &amp;светлая тема</translation>
    </message>
    <message>
        <source>O&amp;BS scenes…</source>
        <translation>С&amp;цены OBS…</translation>
    </message>
    <message>
        <source>Server: not used — {0}</source>
        <translation>Сервер: не используется — {0}</translation>
    </message>
    <message>
        <source>Tournament server</source>
        <translation>Турнирный сервер</translation>
    </message>
    <message>
        <source>No tournament server is set: Settings → Tournament server…</source>
        <translation>Турнирный сервер не задан: Настройки → Турнирный сервер…</translation>
    </message>
    <message>
        <source>Laptops connected to the server</source>
        <translation>Ноутбуки, подключённые к серверу</translation>
    </message>
    <message>
        <source>Tournament ser&amp;ver…</source>
        <translation>Турнирный &amp;сервер…</translation>
    </message>
    <message>
        <source>Play a table from the ser&amp;ver…</source>
        <translation>Играть стол с &amp;сервера…</translation>
    </message>
    <message>
        <source>Tournaments on the server…</source>
        <translation>Турниры на сервере…</translation>
    </message>
    <message>
        <source>Laptops connected to the server…</source>
        <translation>Ноутбуки, подключённые к серверу…</translation>
    </message>
    <message>
        <source>Mafia Desk {0}: the host&apos;s console for sport mafia games and tournaments.</source>
        <translation>Mafia Desk {0}: пульт ведущего для игр и турниров по спортивной мафии.</translation>
    </message>
    <message>
        <source>Licence: MIT. Fonts: DejaVu (free licence, in the fonts folder). Qt {0} (LGPLv3).</source>
        <translation>Лицензия: MIT. Шрифты: DejaVu (свободная лицензия, в папке шрифтов). Qt {0} (LGPLv3).</translation>
    </message>
    <message>
        <source>The log: {0}</source>
        <translation>Журнал: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Не удаётся открыть {0}: {1}</translation>
    </message>
    <message>
        <source>The log folder is {0}</source>
        <translation>Папка журнала: {0}</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>The tournament server&apos;s password ({0}). This computer has no keyring to keep it, so it is asked at each start and never written down.</source>
        <translation>Пароль турнирного сервера ({0}). На этом компьютере нет хранилища паролей, поэтому пароль спрашивается при каждом запуске и нигде не записывается.</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Подключаемся к серверу…</translation>
    </message>
    <message>
        <source>Reading the server&apos;s copy of table {0}…</source>
        <translation>Читаем серверную копию стола {0}…</translation>
    </message>
    <message>
        <source>Asking the server who is connected…</source>
        <translation>Спрашиваем сервер, кто подключён…</translation>
    </message>
    <message>
        <source>Draw (nobody wins)</source>
        <translation>Ничья (никто не победил)</translation>
    </message>
    <message>
        <source>The judge&apos;s decision, a team&apos;s win or a draw:</source>
        <translation>Решение судьи: победа команды или ничья:</translation>
    </message>
    <message>
        <source>The judge declares a draw: {0}. This ends the game. Record it?</source>
        <translation>Судья объявляет ничью: {0}. Игра на этом закончится. Записать?</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>tournament</source>
        <translation>турнир</translation>
    </message>
    <message>
        <source>players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <source>games</source>
        <translation>игры</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>рассадки</translation>
    </message>
    <message>
        <source>corrections</source>
        <translation>исправления</translation>
    </message>
    <message>
        <source>absences</source>
        <translation>неявки</translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation>поправки</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новое</translation>
    </message>
    <message>
        <source>already here</source>
        <translation>уже есть</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>конфликт</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Какое</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Stored here</source>
        <translation>Здесь</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>В файле</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Слить</translation>
    </message>
    <message>
        <source>{0} into {1}</source>
        <translation>{0} в {1}</translation>
    </message>
    <message>
        <source>The file is for the tournament “{0}”: merge it into “{1}” all the same</source>
        <translation>Файл относится к турниру «{0}»: всё равно слить его в «{1}»</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>New: {0}. Already here: {1}. In conflict: {2}.</source>
        <translation>Новое: {0}. Уже есть: {1}. Конфликты: {2}.</translation>
    </message>
    <message>
        <source>Nothing can be merged while the file and this laptop disagree. Resolve each conflict on the other laptop (and export again), or correct the game here, then merge the file again.</source>
        <translation>Пока файл и этот ноутбук расходятся, слить ничего нельзя. Разрешите каждый конфликт на другом ноутбуке (и экспортируйте заново) или исправьте игру здесь, затем слейте файл ещё раз.</translation>
    </message>
    <message>
        <source>The merged tournament would break its rules:</source>
        <translation>После слияния турнир нарушил бы свои правила:</translation>
    </message>
    <message>
        <source>The file brings nothing new: everything in it is already here.</source>
        <translation>В файле нет ничего нового: всё уже есть здесь.</translation>
    </message>
    <message>
        <source>(not stored here)</source>
        <translation>(здесь не сохранено)</translation>
    </message>
    <message>
        <source>Merge a file into the tournament</source>
        <translation>Слить файл с турниром</translation>
    </message>
    <message>
        <source>stage closings</source>
        <translation>закрытия этапов</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>регламент</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>этапы</translation>
    </message>
    <message>
        <source>venue</source>
        <translation>место проведения</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>end</source>
        <translation>окончание</translation>
    </message>
    <message>
        <source>judges</source>
        <translation>судьи</translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation>{0}, тур {1}</translation>
    </message>
    <message>
        <source>{0}, {1}, round {2}</source>
        <translation>{0}, {1}, тур {2}</translation>
    </message>
    <message>
        <source>{0}: {1} won ({2})</source>
        <translation>{0}: победа — {1} ({2})</translation>
    </message>
    <message>
        <source>{0} tables drawn</source>
        <translation>столов в рассадке: {0}</translation>
    </message>
    <message>
        <source>, sitting out: {0}</source>
        <translation>, не играют: {0}</translation>
    </message>
    <message>
        <source>{0} players enter {1}: {2}; closed by {3} at {4}</source>
        <translation>в этап «{1}» проходят {0} игроков: {2}; закрыл {3}, {4}</translation>
    </message>
    <message>
        <source>; a lot placed {0}</source>
        <translation>; жребий расставил: {0}</translation>
    </message>
    <message>
        <source>missed the round</source>
        <translation>пропустил тур</translation>
    </message>
    <message>
        <source>excused</source>
        <translation>по уважительной причине</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>неполный стол</translation>
    </message>
    <message>
        <source>sat out by the draw</source>
        <translation>не играл по рассадке</translation>
    </message>
    <message>
        <source>{0}: {1} in {2}, round {3}</source>
        <translation>{0}: {1} — {2}, тур {3}</translation>
    </message>
    <message>
        <source>{0}: {1} points outside a game, {2}</source>
        <translation>{0}: {1} очк. вне игры, {2}</translation>
    </message>
    <message>
        <source>voided by {0} at {1}: {2}</source>
        <translation>аннулирована ({0}, {1}): {2}</translation>
    </message>
    <message>
        <source>replaced by {0} at {1}: {2}; now {3} won</source>
        <translation>заменена ({0}, {1}): {2}; теперь победа — {3}</translation>
    </message>
    <message>
        <source>protests</source>
        <translation>протесты</translation>
    </message>
    <message>
        <source>protest {0}: {1}</source>
        <translation>протест {0}: {1}</translation>
    </message>
    <message>
        <source>the ruleset&apos;s default stages</source>
        <translation>этапы по умолчанию из регламента</translation>
    </message>
    <message>
        <source>{0} ×{1}</source>
        <translation>{0} ×{1}</translation>
    </message>
    <message>
        <source>{0}: a draw ({1})</source>
        <translation>{0}: ничья ({1})</translation>
    </message>
    <message>
        <source>replaced by {0} at {1}: {2}; now a draw</source>
        <translation>заменена ({0}, {1}): {2}; теперь ничья</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Club game: type ten names or pick them from the register</source>
        <translation>Клубная игра: введите десять имён или выберите из списка игроков</translation>
    </message>
    <message>
        <source>Club evening</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <source>Every seat needs a player: seats {0} are empty.</source>
        <translation>На каждом месте нужен игрок: места {0} пусты.</translation>
    </message>
    <message>
        <source>{0} sits at seats {1} and {2}: one player, one seat.</source>
        <translation>{0} сидит на местах {1} и {2}: один игрок — одно место.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Регламент</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Мероприятие</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Players by seat (type a name or pick one from the register)</source>
        <translation>Игроки по местам (введите имя или выберите из списка)</translation>
    </message>
    <message>
        <source>{0} · {1} · round {2} · table {3}</source>
        <translation>{0} · {1} · тур {2} · стол {3}</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Туры</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Проходят</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>Коэффициент</translation>
    </message>
    <message>
        <source>Seating (random / swiss / final, per round)</source>
        <translation>Рассадка (случайная / швейцарская / финальная, по турам)</translation>
    </message>
    <message>
        <source>Hidden from round</source>
        <translation>Скрыто с тура</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Данные турнира</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Ruleset: {0}</source>
        <translation>Регламент: {0}</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>Игроков: {0}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>из {0}</translation>
    </message>
    <message>
        <source>The tournament needs a name.</source>
        <translation>Укажите название турнира.</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>&amp;Шаблон:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Место проведения:</translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation>&amp;Даты:</translation>
    </message>
    <message>
        <source>&amp;Judges:</source>
        <translation>&amp;Судьи:</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Имена через запятую</translation>
    </message>
    <message>
        <source>&amp;Stages (rounds, tables, who advances, coefficient, seating per round)</source>
        <translation>&amp;Этапы (туры, столы, кто проходит, коэффициент, рассадка по турам)</translation>
    </message>
    <message>
        <source>Ruleset &amp;options: applied to every game of the tournament</source>
        <translation>&amp;Параметры регламента: применяются ко всем играм турнира</translation>
    </message>
    <message>
        <source>Swiss rounds ranked by (points / extra points)</source>
        <translation>Швейцарские туры: рейтинг (баллы / доп. баллы)</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>What it decides</source>
        <translation>Что определяет</translation>
    </message>
    <message>
        <source>A draw after three quiet nights needs a ruleset that has it (rfm-2026, fiim-2025): the tournament&apos;s file could not store such a game.</source>
        <translation>Ничья после трёх тихих ночей требует регламента, в котором она есть (rfm-2026, fiim-2025): файл турнира не смог бы сохранить такую игру.</translation>
    </message>
</context>
<context>
    <name>ObsDialog</name>
    <message>
        <source>OBS scenes</source>
        <translation>Сцены OBS</translation>
    </message>
    <message>
        <source>&amp;Switch OBS scenes with the game</source>
        <translation>&amp;Переключать сцены OBS по ходу игры</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Адрес</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>П&amp;орт</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Пар&amp;оль</translation>
    </message>
    <message>
        <source>The scene for each moment of the game, named as in OBS. An empty entry leaves OBS where it is; a speaker&apos;s own scene overrides &quot;Speech&quot;. The whole night is one scene.</source>
        <translation>Сцена для каждого момента игры — с тем именем, что в OBS. Пустое поле оставляет OBS как есть; своя сцена говорящего важнее сцены «Речь». Вся ночь — одна сцена.</translation>
    </message>
    <message>
        <source>Moment</source>
        <translation>Момент</translation>
    </message>
    <message>
        <source>OBS scene</source>
        <translation>Сцена OBS</translation>
    </message>
</context>
<context>
    <name>ObsScene</name>
    <message>
        <source>Zero night</source>
        <translation>Нулевая ночь</translation>
    </message>
    <message>
        <source>Day (any step without its own scene)</source>
        <translation>День (любой шаг без своей сцены)</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Речь</translation>
    </message>
    <message>
        <source>Speaker {0}</source>
        <translation>Говорит игрок {0}</translation>
    </message>
    <message>
        <source>Vote, revote, lift vote</source>
        <translation>Голосование, переголосование, подъём</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Technical break</source>
        <translation>Технический перерыв</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
</context>
<context>
    <name>ObsSceneSwitcher</name>
    <message>
        <source>OBS scene switching is off.</source>
        <translation>Переключение сцен OBS выключено.</translation>
    </message>
    <message>
        <source>OBS: cannot switch to the scene &quot;{0}&quot; (is it named so in OBS?)</source>
        <translation>OBS: не удаётся переключиться на сцену «{0}» (так ли она названа в OBS?)</translation>
    </message>
    <message>
        <source>OBS: the connection was lost ({0}); retrying later.</source>
        <translation>OBS: соединение потеряно ({0}); повторим позже.</translation>
    </message>
    <message>
        <source>OBS scene: {0}</source>
        <translation>Сцена OBS: {0}</translation>
    </message>
    <message>
        <source>OBS: the obsws-python library is not installed; scene switching is unavailable.</source>
        <translation>OBS: библиотека obsws-python не установлена; переключение сцен недоступно.</translation>
    </message>
    <message>
        <source>OBS is not running at {0} (or its WebSocket server is off).</source>
        <translation>OBS не запущен на {0} (или его сервер WebSocket выключен).</translation>
    </message>
    <message>
        <source>OBS at {0}: cannot connect ({1}).</source>
        <translation>OBS на {0}: не удаётся подключиться ({1}).</translation>
    </message>
</context>
<context>
    <name>OptionCells</name>
    <message>
        <source>qualifying</source>
        <translation>отборочный этап</translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation>полуфинал</translation>
    </message>
    <message>
        <source>final</source>
        <translation>финал</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайная</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>швейцарская</translation>
    </message>
    <message>
        <source>points</source>
        <translation>баллы</translation>
    </message>
    <message>
        <source>extra points</source>
        <translation>доп. баллы</translation>
    </message>
    <message>
        <source>first</source>
        <translation>первое</translation>
    </message>
    <message>
        <source>last</source>
        <translation>последнее</translation>
    </message>
    <message>
        <source>first not nominated</source>
        <translation>первое не выставленное</translation>
    </message>
    <message>
        <source>at any count</source>
        <translation>при любом числе</translation>
    </message>
    <message>
        <source>at four</source>
        <translation>при четырёх</translation>
    </message>
    <message>
        <source>off</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>night-1 victim</source>
        <translation>убитый в первую ночь</translation>
    </message>
    <message>
        <source>first shot</source>
        <translation>первый убитый</translation>
    </message>
    <message>
        <source>starter</source>
        <translation>начавший игру</translation>
    </message>
    <message>
        <source>substitute</source>
        <translation>заменивший</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>speech of seat {0}</source>
        <translation>речь игрока {0}</translation>
    </message>
    <message>
        <source>tied candidate&apos;s speech, seat {0}</source>
        <translation>оправдательная речь игрока {0}</translation>
    </message>
    <message>
        <source>last words of seat {0}</source>
        <translation>последнее слово игрока {0}</translation>
    </message>
    <message>
        <source>voting for seat {0}</source>
        <translation>голосование за игрока {0}</translation>
    </message>
    <message>
        <source>vote to lift all tied candidates</source>
        <translation>голосование за подъём всех кандидатов</translation>
    </message>
    <message>
        <source>Zero night</source>
        <translation>Нулевая ночь</translation>
    </message>
    <message>
        <source>Night {0}</source>
        <translation>Ночь {0}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>День {0}</translation>
    </message>
    <message>
        <source>Candidates:</source>
        <translation>Кандидаты:</translation>
    </message>
    <message>
        <source>Best move of seat</source>
        <translation>Лучший ход игрока</translation>
    </message>
    <message>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>дисквалифицирован</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Победа: {0}</translation>
    </message>
    <message>
        <source>Stream overlay: {0} is not an IP address.</source>
        <translation>Оверлей для трансляции: {0} — не IP-адрес.</translation>
    </message>
    <message>
        <source>Stream overlay: cannot listen on {0} port {1} ({2}).</source>
        <translation>Оверлей для трансляции: нельзя слушать {0}, порт {1} ({2}).</translation>
    </message>
    <message>
        <source>Technical break since {0}</source>
        <translation>Технический перерыв с {0}</translation>
    </message>
    <message>
        <source>no such port</source>
        <translation>нет такого порта</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
</context>
<context>
    <name>PendingRuling</name>
    <message>
        <source>protest {0} upheld: {1}</source>
        <translation>протест {0} удовлетворён: {1}</translation>
    </message>
</context>
<context>
    <name>PlayerChangeDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Опоздание</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Снятие</translation>
    </message>
    <message>
        <source>Substitute</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>The player arrives from the round below: he is not seated before it, and each round of that stage he missed is recorded as an absence, missed or excused.</source>
        <translation>Игрок приходит с указанного ниже тура: до него он не рассаживается, а каждый пропущенный тур этого этапа записывается как неявка — без предупреждения или по уважительной причине.</translation>
    </message>
    <message>
        <source>The player leaves the tournament from the round below: he is not seated in it or later. His earlier games keep counting; the rounds he no longer plays are not charged (no absence is recorded).</source>
        <translation>Игрок покидает турнир с указанного ниже тура: в нём и дальше он не рассаживается. Его прежние игры по-прежнему учитываются; за туры, которые он больше не играет, ничего не начисляется (неявка не записывается).</translation>
    </message>
    <message>
        <source>A substitute takes the player&apos;s place from the round below. The games before it stay the replaced player&apos;s; from it on, the substitute&apos;s games count for the substitute.</source>
        <translation>Замена занимает место игрока с указанного ниже тура. Игры до него остаются за заменённым игроком; начиная с него, игры замены засчитываются замене.</translation>
    </message>
    <message>
        <source>&amp;Replaced player</source>
        <translation>&amp;Заменяемый игрок</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Absence</source>
        <translation>Неявка</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>nothing (no penalty, no points)</source>
        <translation>ничего (без штрафа, без баллов)</translation>
    </message>
    <message>
        <source>nothing (no penalty, no points); at most {0} per player</source>
        <translation>ничего (без штрафа, без баллов); не более {0} на игрока</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} баллов</translation>
    </message>
    <message>
        <source>No round of {0} before round {1} was played or drawn: nothing to charge.</source>
        <translation>Ни один тур этапа «{0}» до тура {1} не сыгран и не рассажен: начислять нечего.</translation>
    </message>
    <message>
        <source>The draw of round {0} of {1} seats him: re-draw it on the Rounds tab.</source>
        <translation>В рассадке тура {0} этапа «{1}» он есть: пересоздайте её на вкладке «Туры».</translation>
    </message>
    <message>
        <source>The substitute takes his seat in the saved draw of round {0} of {1}.</source>
        <translation>Замена займёт его место в сохранённой рассадке тура {0} этапа «{1}».</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>тур {0}</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неявка</translation>
    </message>
    <message>
        <source>excused</source>
        <translation>уважительная причина</translation>
    </message>
    <message>
        <source>late arrival, round {0} of {1}</source>
        <translation>опоздание, тур {0} этапа «{1}»</translation>
    </message>
    <message>
        <source>Choose a player first.</source>
        <translation>Сначала выберите игрока.</translation>
    </message>
    <message>
        <source>Record the withdrawal of {0} from round {1} of {2}?
{3}</source>
        <translation>Записать снятие игрока {0} с тура {1} этапа «{2}»?
{3}</translation>
    </message>
    <message>
        <source>Name the substitute first.</source>
        <translation>Сначала укажите замену.</translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation>тур {0} этапа «{1}»</translation>
    </message>
    <message>
        <source>{0} {1} takes {2}&apos;s seat in the saved draw of {3}.</source>
        <translation>{0} {1} занимает место игрока {2} в сохранённой рассадке: {3}.</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Не записано</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>&amp;Этап</translation>
    </message>
    <message>
        <source>From &amp;round</source>
        <translation>С &amp;тура</translation>
    </message>
    <message>
        <source>R&amp;eason</source>
        <translation>&amp;Причина</translation>
    </message>
    <message>
        <source>Points for &amp;lateness</source>
        <translation>Баллы за &amp;опоздание</translation>
    </message>
    <message>
        <source>An adjustment outside any game, as regulations that fine lateness by the minute ask (0: none)</source>
        <translation>Поправка баллов вне игры, если положение штрафует опоздание поминутно (0 — нет)</translation>
    </message>
    <message>
        <source>The substitute</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>From the &amp;registry</source>
        <translation>Из &amp;реестра</translation>
    </message>
    <message>
        <source>A &amp;new player</source>
        <translation>&amp;Новый игрок</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>И&amp;мя</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation>&amp;Город</translation>
    </message>
    <message>
        <source>Rounds he missed</source>
        <translation>Пропущенные туры</translation>
    </message>
</context>
<context>
    <name>PlayerChanges</name>
    <message>
        <source>Late arrival: {0}, from {1}</source>
        <translation>Опоздание: {0}, с {1}</translation>
    </message>
    <message>
        <source>Withdrawal: {0}, from {1}</source>
        <translation>Снятие: {0}, с {1}</translation>
    </message>
    <message>
        <source>Substitute: {0} for {1}, from {2}</source>
        <translation>Замена: {0} вместо {1}, с {2}</translation>
    </message>
</context>
<context>
    <name>PlayerEditDialog</name>
    <message>
        <source>A player needs a name.</source>
        <translation>Укажите имя игрока.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>Surname First name</source>
        <translation>Фамилия Имя</translation>
    </message>
    <message>
        <source>Nic&amp;kname</source>
        <translation>&amp;Никнейм</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation>&amp;Город</translation>
    </message>
</context>
<context>
    <name>PlayerHistoryDialog</name>
    <message>
        <source>civilian</source>
        <translation>мирный</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>History: {0}</source>
        <translation>История: {0}</translation>
    </message>
    <message>
        <source>no log</source>
        <translation>нет протокола</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Votes for black / votes</source>
        <translation>Голоса за чёрных / все голоса</translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation>Выставлен</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Проверен</translation>
    </message>
    <message>
        <source>Shot night 1</source>
        <translation>Убит в первую ночь</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>by the sheriff</source>
        <translation>шерифом</translation>
    </message>
    <message>
        <source>by the don</source>
        <translation>доном</translation>
    </message>
    <message>
        <source>{games} games; shot on the first night in {shot}.</source>
        <translation>Игр: {games}; убит в первую ночь: {shot}.</translation>
    </message>
    <message>
        <source>No game has an event log (results entered on the quick form or merged): votes, nominations, checks and fouls are unknown.</source>
        <translation>Ни у одной игры нет протокола событий (результаты внесены быстрой формой или слиянием): голоса, выставления, проверки и фолы неизвестны.</translation>
    </message>
    <message>
        <source>In the {logged} games with an event log: voted for a black player as red {black} times of {votes}; nominated in {nominated} games ({nominations} times); checked by the sheriff in {sheriff}, by the don in {don}; {fouls} fouls.</source>
        <translation>В играх с протоколом событий ({logged}): будучи красным, голосовал за чёрного {black} раз из {votes}; выставлялся в {nominated} играх ({nominations} раз); проверен шерифом в {sheriff}, доном в {don}; фолов: {fouls}.</translation>
    </message>
    <message>
        <source>{count} games have no event log (the quick form) and are not in these figures.</source>
        <translation>Игр без протокола событий (быстрая форма): {count}; в эти цифры они не входят.</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
</context>
<context>
    <name>PlayerImportDialog</name>
    <message>
        <source>{0} {1}, registered in this tournament</source>
        <translation>{0} {1}, зарегистрирован в этом турнире</translation>
    </message>
    <message>
        <source>{0} in the player registry</source>
        <translation>{0} в реестре игроков</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Реестр</translation>
    </message>
    <message>
        <source>Resembles</source>
        <translation>Похож на</translation>
    </message>
    <message>
        <source>Do</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Зарегистрировать</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Импорт игроков</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Списки игроков (*.csv *.xlsx *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>An XLSX workbook.</source>
        <translation>Книга XLSX.</translation>
    </message>
    <message>
        <source>comma</source>
        <translation>запятая</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>точка с запятой</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>табуляция</translation>
    </message>
    <message>
        <source>CSV text, encoding {0}, delimiter: {1}.</source>
        <translation>Текст CSV, кодировка {0}, разделитель: {1}.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>столбец {0}</translation>
    </message>
    <message>
        <source>same name</source>
        <translation>то же имя</translation>
    </message>
    <message>
        <source>first and last name swapped</source>
        <translation>имя и фамилия переставлены</translation>
    </message>
    <message>
        <source>row {0} of the file</source>
        <translation>строка {0} файла</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Import anyway</source>
        <translation>Всё равно импортировать</translation>
    </message>
    <message>
        <source>Register {0}</source>
        <translation>Зарегистрировать ({0})</translation>
    </message>
    <message>
        <source>Likely duplicates ({0})</source>
        <translation>Вероятные дубликаты ({0})</translation>
    </message>
    <message>
        <source>row {0}: {1}</source>
        <translation>строка {0}: {1}</translation>
    </message>
    <message>
        <source>Skipped rows ({0})</source>
        <translation>Пропущенные строки ({0})</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новый</translation>
    </message>
    <message>
        <source>To register: {0}. Rows that cannot be read: {1}. Duplicates skipped: {2}.</source>
        <translation>К регистрации: {0}. Нечитаемых строк: {1}. Пропущено дубликатов: {2}.</translation>
    </message>
    <message>
        <source>Nothing was registered: {0}</source>
        <translation>Никто не зарегистрирован: {0}</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Не импортировано</translation>
    </message>
    <message>
        <source>Import players from a file</source>
        <translation>Импорт игроков из файла</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>a CSV or XLSX file with one player per row</source>
        <translation>файл CSV или XLSX, по одному игроку в строке</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>&amp;Лист</translation>
    </message>
    <message>
        <source>The first row is a &amp;header</source>
        <translation>Первая строка — &amp;заголовок</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>Nic&amp;kname</source>
        <translation>&amp;Никнейм</translation>
    </message>
    <message>
        <source>C&amp;lub</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <source>C&amp;ity</source>
        <translation>&amp;Город</translation>
    </message>
    <message>
        <source>The players as they will be registered</source>
        <translation>Игроки в том виде, в каком они будут зарегистрированы</translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>Вероятные дубликаты</translation>
    </message>
    <message>
        <source>Skipped rows</source>
        <translation>Пропущенные строки</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Останавливаем…</translation>
    </message>
    <message>
        <source>Stopped: the file was not read.</source>
        <translation>Остановлено: файл не прочитан.</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Читаем {0}…</translation>
    </message>
    <message>
        <source>Stopped: nothing was registered.</source>
        <translation>Остановлено: никто не зарегистрирован.</translation>
    </message>
    <message>
        <source>Registering {0} players…</source>
        <translation>Регистрируем игроков: {0}…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Стоп</translation>
    </message>
</context>
<context>
    <name>PlayerPickerDialog</name>
    <message>
        <source>{0} of {1} players selected</source>
        <translation>Выбрано игроков: {0} из {1}</translation>
    </message>
    <message>
        <source>Register players from the registry</source>
        <translation>Зарегистрировать игроков из реестра</translation>
    </message>
    <message>
        <source>Select one or more players (Ctrl or Shift + click). Players already registered in this tournament are not listed.</source>
        <translation>Выберите одного или нескольких игроков (Ctrl или Shift + щелчок). Игроки, уже зарегистрированные в этом турнире, не показаны.</translation>
    </message>
    <message>
        <source>Search by name, nickname, club, city</source>
        <translation>Поиск по имени, никнейму, клубу, городу</translation>
    </message>
</context>
<context>
    <name>PlayerRegistry</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>Игроков: {0}</translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation>тур {0} этапа «{1}»</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>тур {0}</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>зарегистрирован</translation>
    </message>
    <message>
        <source>late from {0}</source>
        <translation>опоздание, с {0}</translation>
    </message>
    <message>
        <source>withdrew from {0}</source>
        <translation>снят с {0}</translation>
    </message>
    <message>
        <source>substitute for {0} from {1}</source>
        <translation>замена игрока {0} с {1}</translation>
    </message>
    <message>
        <source>replaced by {0} from {1}</source>
        <translation>заменён игроком {0} с {1}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Choose one player in the list first.</source>
        <translation>Сначала выберите одного игрока в списке.</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>Не зарегистрирован</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Новый игрок</translation>
    </message>
    <message>
        <source>Registered in this tournament as {0}, and added to the player registry.</source>
        <translation>Зарегистрирован в этом турнире как {0} и добавлен в реестр игроков.</translation>
    </message>
    <message>
        <source>Edit {0}</source>
        <translation>Изменить: {0}</translation>
    </message>
    <message>
        <source>Corrects the registration in this tournament; the protocols of games already played keep the name they were written with, and the player registry is edited in Player registry…</source>
        <translation>Исправляет регистрацию в этом турнире; в протоколах уже сыгранных игр остаётся имя, под которым они записаны, а реестр игроков правится в окне «Реестр игроков…»</translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation>Сначала выберите игрока в списке.</translation>
    </message>
    <message>
        <source>Remove players</source>
        <translation>Удалить игроков</translation>
    </message>
    <message>
        <source>Remove {0} from this tournament? The player registry keeps them.</source>
        <translation>Удалить из этого турнира: {0}? В реестре игроков они останутся.</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Не удалено</translation>
    </message>
    <message>
        <source>Search by code, name, club, city</source>
        <translation>Поиск по коду, имени, клубу, городу</translation>
    </message>
    <message>
        <source>Register players from the registry…</source>
        <translation>Зарегистрировать из реестра…</translation>
    </message>
    <message>
        <source>New player…</source>
        <translation>Новый игрок…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Import from a file…</source>
        <translation>Импорт из файла…</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Опоздание…</translation>
    </message>
    <message>
        <source>Withdrawal…</source>
        <translation>Снятие…</translation>
    </message>
    <message>
        <source>Substitute…</source>
        <translation>Замена…</translation>
    </message>
    <message>
        <source>Player registry…</source>
        <translation>Реестр игроков…</translation>
    </message>
    <message>
        <source>Registration changes</source>
        <translation>Изменения регистрации</translation>
    </message>
    <message>
        <source>+ club</source>
        <translation>+ клуб</translation>
    </message>
    <message>
        <source>+ city</source>
        <translation>+ город</translation>
    </message>
    <message>
        <source>+ code</source>
        <translation>+ код</translation>
    </message>
    <message>
        <source>Same names</source>
        <translation>Одинаковые имена</translation>
    </message>
    <message>
        <source>Sa&amp;me names:</source>
        <translation>Одинаковые &amp;имена:</translation>
    </message>
    <message>
        <source>How players who share a name are told apart in every tab, on the sheets, the exports and the hall screen: by their club, their city or their code; when that does not tell them apart either, the next field and finally a number are added.</source>
        <translation>Как различать игроков с одинаковыми именами во всех вкладках, на листах, в выгрузках и на экране зала: по клубу, по городу или по коду; если и это их не различает, добавляется следующее поле, а в конце — номер.</translation>
    </message>
    <message>
        <source>Player&apos;s history…</source>
        <translation>История игрока…</translation>
    </message>
    <message>
        <source>Teams…</source>
        <translation>Команды…</translation>
    </message>
</context>
<context>
    <name>PointWords</name>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>judge&apos;s extra points</source>
        <translation>доп. баллы от судьи</translation>
    </message>
    <message>
        <source>best in a circle</source>
        <translation>лучший в круге</translation>
    </message>
    <message>
        <source>worst in a circle</source>
        <translation>худший в круге</translation>
    </message>
    <message>
        <source>three nights without change</source>
        <translation>три ночи без изменений</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>поправка</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>неявка</translation>
    </message>
    <message>
        <source>excused</source>
        <translation>уважительная причина</translation>
    </message>
    <message>
        <source>short table</source>
        <translation>неполный стол</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>пропуск по рассадке</translation>
    </message>
    <message>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>win in a hard game ({0} × K {1})</source>
        <translation>победа в трудной игре ({0} × K {1})</translation>
    </message>
    <message>
        <source>sheriff&apos;s best move, {0} black(s) named</source>
        <translation>лучший ход шерифа, угадано чёрных: {0}</translation>
    </message>
    <message>
        <source>best move, {0} black(s) named</source>
        <translation>лучший ход, угадано чёрных: {0}</translation>
    </message>
    <message>
        <source>Ci (B = {0}, N = {1})</source>
        <translation>компенсация Ci (B = {0}, N = {1})</translation>
    </message>
    <message>
        <source>removal ({0})</source>
        <translation>удаление ({0})</translation>
    </message>
    <message>
        <source>penalty: {0}</source>
        <translation>штраф: {0}</translation>
    </message>
    <message>
        <source>absence: {0}, round {1}</source>
        <translation>пропуск: {0}, тур {1}</translation>
    </message>
    <message>
        <source>{0}, round {1}, table {2}</source>
        <translation>{0}, тур {1}, стол {2}</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>заменена</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>Ci, team won (B = {0}, N = {1})</source>
        <translation>Ci, команда победила (B = {0}, N = {1})</translation>
    </message>
    <message>
        <source>Ci, drawn game (B = {0}, N = {1})</source>
        <translation>Ci, ничья (B = {0}, N = {1})</translation>
    </message>
</context>
<context>
    <name>ProtestText</name>
    <message>
        <source>open</source>
        <translation>открыт</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>удовлетворён</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation>{0} (капитан)</translation>
    </message>
    <message>
        <source>{0} by {1}, {2}: {3}</source>
        <translation>{0} — {1}, {2}: {3}</translation>
    </message>
    <message>
        <source>Protest {0} of {1}, {2}: {3}</source>
        <translation>Протест {0} от {1}, {2}: {3}</translation>
    </message>
    <message>
        <source>Waiting for the head judge&apos;s ruling.</source>
        <translation>Ждёт решения главного судьи.</translation>
    </message>
    <message>
        <source>{0} (revised)</source>
        <translation>{0} (пересмотрено)</translation>
    </message>
    <message>
        <source>{0} {1}, {2}: {3}</source>
        <translation>{0} {1}, {2}: {3}</translation>
    </message>
    <message>
        <source>ruling: not yet</source>
        <translation>решение: ещё нет</translation>
    </message>
    <message>
        <source>ruling: {0}</source>
        <translation>решение: {0}</translation>
    </message>
    <message>
        <source>(revised {0}×)</source>
        <translation>(пересмотрено {0}×)</translation>
    </message>
</context>
<context>
    <name>ProtestsTab</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Filed by</source>
        <translation>Подал</translation>
    </message>
    <message>
        <source>Filed at</source>
        <translation>Подан</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <source>All protests</source>
        <translation>Все протесты</translation>
    </message>
    <message>
        <source>Waiting for a ruling</source>
        <translation>Ждут решения</translation>
    </message>
    <message>
        <source>Ruled</source>
        <translation>Решённые</translation>
    </message>
    <message>
        <source>Upheld</source>
        <translation>Удовлетворённые</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Отклонённые</translation>
    </message>
    <message>
        <source>Search by name or text…</source>
        <translation>Поиск по имени или тексту…</translation>
    </message>
    <message>
        <source>&amp;File a protest…</source>
        <translation>&amp;Подать протест…</translation>
    </message>
    <message>
        <source>R&amp;ule…</source>
        <translation>&amp;Решение…</translation>
    </message>
    <message>
        <source>The game&apos;s &amp;protocol…</source>
        <translation>Прото&amp;кол игры…</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Все туры</translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation>{0}, тур {1}</translation>
    </message>
    <message>
        <source>Carried out by the correction:</source>
        <translation>Исполнено исправлением:</translation>
    </message>
    <message>
        <source>Upheld without a change to the game&apos;s result.</source>
        <translation>Удовлетворён без изменения результата игры.</translation>
    </message>
    <message>
        <source>Protest {0} filed.</source>
        <translation>Протест {0} подан.</translation>
    </message>
    <message>
        <source>Choose a protest first.</source>
        <translation>Сначала выберите протест.</translation>
    </message>
    <message>
        <source>Revise the ruling</source>
        <translation>Пересмотреть решение</translation>
    </message>
    <message>
        <source>Protest {0} is ruled already ({1}). Revise the ruling? The old one stays on record.</source>
        <translation>По протесту {0} уже есть решение ({1}). Пересмотреть? Прежнее решение останется в истории.</translation>
    </message>
    <message>
        <source>Ruling on protest {0} stored.</source>
        <translation>Решение по протесту {0} сохранено.</translation>
    </message>
</context>
<context>
    <name>ProtocolBuilder</name>
    <message>
        <source>no vote: {0}</source>
        <translation>без голосования: {0}</translation>
    </message>
    <message>
        <source>sole candidate, no vote</source>
        <translation>один кандидат</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>без голосования</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>voted out, day {0}</source>
        <translation>заголосован, день {0}</translation>
    </message>
    <message>
        <source>day {0}</source>
        <translation>день {0}</translation>
    </message>
    <message>
        <source>removed ({0}), {1}</source>
        <translation>удалён ({0}), {1}</translation>
    </message>
    <message>
        <source>shot, night {0}</source>
        <translation>убит, ночь {0}</translation>
    </message>
    <message>
        <source>night {0}</source>
        <translation>ночь {0}</translation>
    </message>
    <message>
        <source>qualifying</source>
        <translation>отборочный этап</translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation>полуфинал</translation>
    </message>
    <message>
        <source>final</source>
        <translation>финал</translation>
    </message>
    <message>
        <source>{0} fouls</source>
        <translation>фолов: {0}</translation>
    </message>
    <message>
        <source>seat {0}: {1} replaced {2}; moment: {3}</source>
        <translation>место {0}: {1} заменил(а) {2}; момент: {3}</translation>
    </message>
    <message>
        <source>technical break from {0}, still on: {1}</source>
        <translation>технический перерыв с {0}, ещё идёт: {1}</translation>
    </message>
    <message>
        <source>technical break {0}–{1} ({2}): {3}</source>
        <translation>технический перерыв {0}–{1} ({2}): {3}</translation>
    </message>
</context>
<context>
    <name>ProtocolPdf</name>
    <message>
        <source>Red (civilians)</source>
        <translation>Красные (мирные)</translation>
    </message>
    <message>
        <source>Black (mafia)</source>
        <translation>Чёрные (мафия)</translation>
    </message>
    <message>
        <source>GAME PROTOCOL</source>
        <translation>ПРОТОКОЛ ИГРЫ</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Голосования</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>День {0}</translation>
    </message>
    <message>
        <source>cand.</source>
        <translation>канд.</translation>
    </message>
    <message>
        <source>votes</source>
        <translation>голоса</translation>
    </message>
    <message>
        <source>revote</source>
        <translation>переголос.</translation>
    </message>
    <message>
        <source>lift all</source>
        <translation>подъём всех</translation>
    </message>
    <message>
        <source>{0} for</source>
        <translation>«за»: {0}</translation>
    </message>
    <message>
        <source>out / note</source>
        <translation>выбыли / примечание</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Ночи</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <source>Don checks</source>
        <translation>Проверка дона</translation>
    </message>
    <message>
        <source>Sheriff checks</source>
        <translation>Проверка шерифа</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>no check</source>
        <translation>без проверки</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation>не шериф</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>Winning team</source>
        <translation>Победила команда</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>seat {0}: {1}</source>
        <translation>место {0}: {1}</translation>
    </message>
    <message>
        <source>Reason / notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Game protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Окончание</translation>
    </message>
    <message>
        <source>by</source>
        <translation>выставил</translation>
    </message>
    <message>
        <source>Nobody: a draw</source>
        <translation>Никто: ничья</translation>
    </message>
</context>
<context>
    <name>ProtocolText</name>
    <message>
        <source>Day {0}</source>
        <translation>День {0}</translation>
    </message>
    <message>
        <source>{0} (by {1})</source>
        <translation>{0} (выставило место {1})</translation>
    </message>
    <message>
        <source>nominated: {0}</source>
        <translation>выставлены: {0}</translation>
    </message>
    <message>
        <source>vote: {0}</source>
        <translation>голосование: {0}</translation>
    </message>
    <message>
        <source>for lifting all: {0}</source>
        <translation>за подъём всех: {0}</translation>
    </message>
    <message>
        <source>out: {0}</source>
        <translation>покинули стол: {0}</translation>
    </message>
    <message>
        <source>shot: {0}</source>
        <translation>выстрел: {0}</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>the sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation>не шериф</translation>
    </message>
    <message>
        <source>the don checked {0}: {1}</source>
        <translation>дон проверил {0}: {1}</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>the sheriff checked {0}: {1}</source>
        <translation>шериф проверил {0}: {1}</translation>
    </message>
    <message>
        <source>Night {0}</source>
        <translation>Ночь {0}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>место</translation>
    </message>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>role</source>
        <translation>роль</translation>
    </message>
    <message>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <source>left the table</source>
        <translation>покинул стол</translation>
    </message>
    <message>
        <source>Best move of seat {0}: {1}</source>
        <translation>Лучший ход места {0}: {1}</translation>
    </message>
    <message>
        <source>Won: {0}</source>
        <translation>Победа: {0}</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Игра не закончена</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
</context>
<context>
    <name>ProtocolView</name>
    <message>
        <source>Export the protocol</source>
        <translation>Экспорт протокола</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Game protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <source>Export to PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
</context>
<context>
    <name>QuickResultDialog</name>
    <message>
        <source>normal: the game was played to its end</source>
        <translation>обычная: игра сыграна до конца</translation>
    </message>
    <message>
        <source>three nights without a change (red wins)</source>
        <translation>три ночи без изменений (победа красных)</translation>
    </message>
    <message>
        <source>awarded by the judge (give the reason)</source>
        <translation>решение судьи (укажите причину)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>За что</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Correct a stored game</source>
        <translation>Исправить сохранённую игру</translation>
    </message>
    <message>
        <source>Players from the draw of round {0}, table {1}.</source>
        <translation>Игроки из рассадки тура {0}, стол {1}.</translation>
    </message>
    <message>
        <source>No draw for this table: choose the players seat by seat.</source>
        <translation>Для этого стола нет рассадки: выберите игроков по местам.</translation>
    </message>
    <message>
        <source>four fouls</source>
        <translation>четыре фола</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>Choose the player of seat {0}.</source>
        <translation>Выберите игрока на месте {0}.</translation>
    </message>
    <message>
        <source>A result awarded by the judge needs the judge&apos;s reason.</source>
        <translation>Для результата по решению судьи нужна причина.</translation>
    </message>
    <message>
        <source>A penalty needs its reason.</source>
        <translation>Для штрафа нужна причина.</translation>
    </message>
    <message>
        <source>A row of 0 points changes nothing: type the points or remove the row.</source>
        <translation>Строка с 0 баллов ничего не меняет: введите баллы или удалите строку.</translation>
    </message>
    <message>
        <source>This table is playing now at the host&apos;s screen: its result is stored there when the game ends.</source>
        <translation>Этот стол сейчас играет на экране ведущего: результат сохранится там, когда игра закончится.</translation>
    </message>
    <message>
        <source>A correction needs its reason.</source>
        <translation>Для исправления нужна причина.</translation>
    </message>
    <message>
        <source>A correction needs the judge&apos;s name.</source>
        <translation>Для исправления нужно имя судьи.</translation>
    </message>
    <message>
        <source>Result of a game played on paper</source>
        <translation>Результат игры, сыгранной на бумаге</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>&amp;Этап</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Тур</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <source>Players by seat</source>
        <translation>Игроки по местам</translation>
    </message>
    <message>
        <source>Roles and result</source>
        <translation>Роли и результат</translation>
    </message>
    <message>
        <source>&amp;Don (seat)</source>
        <translation>&amp;Дон (место)</translation>
    </message>
    <message>
        <source>&amp;Mafia (seats)</source>
        <translation>&amp;Мафия (места)</translation>
    </message>
    <message>
        <source>S&amp;heriff (seat)</source>
        <translation>&amp;Шериф (место)</translation>
    </message>
    <message>
        <source>&amp;Winner</source>
        <translation>&amp;Победа</translation>
    </message>
    <message>
        <source>How it &amp;ended</source>
        <translation>&amp;Как закончилась</translation>
    </message>
    <message>
        <source>Judge&apos;s &amp;reason</source>
        <translation>П&amp;ричина судьи</translation>
    </message>
    <message>
        <source>Shot on night &amp;1</source>
        <translation>Убит в &amp;1-ю ночь</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>&amp;Best move by</source>
        <translation>&amp;Лучший ход</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>угадано</translation>
    </message>
    <message>
        <source>Extra points, removals, penalties</source>
        <translation>Доп. баллы, удаления, штрафы</translation>
    </message>
    <message>
        <source>Add extra points</source>
        <translation>Добавить доп. баллы</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Удалить строку</translation>
    </message>
    <message>
        <source>Add a removal</source>
        <translation>Добавить удаление</translation>
    </message>
    <message>
        <source>Add a penalty</source>
        <translation>Добавить штраф</translation>
    </message>
    <message>
        <source>Correction of the stored game</source>
        <translation>Исправление сохранённой игры</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>The judge&apos;s extra points at the end of the game: {0} to {1} per player</source>
        <translation>Дополнительные баллы судьи по итогам игры: от {0} до {1} каждому игроку</translation>
    </message>
    <message>
        <source>Best and worst in a circle: {0} and {1}, at most {2} of each per circle</source>
        <translation>Лучший и худший за круг: {0} и {1}, не более {2} каждого вида за круг</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестен</translation>
    </message>
    <message>
        <source>best {0}</source>
        <translation>лучший {0}</translation>
    </message>
    <message>
        <source>worst {0}</source>
        <translation>худший {0}</translation>
    </message>
    <message>
        <source>At most {0} best marks per circle: circle {1} has {2}.</source>
        <translation>Не более {0} лучших за круг: в круге {1} их {2}.</translation>
    </message>
    <message>
        <source>At most {0} worst marks per circle: circle {1} has {2}.</source>
        <translation>Не более {0} худших за круг: в круге {1} их {2}.</translation>
    </message>
    <message>
        <source>Seat {0} has {1} marks in circle {2}: one mark per player and circle.</source>
        <translation>У места {0} в круге {2} оценок: {1}; у игрока одна оценка за круг.</translation>
    </message>
    <message>
        <source>Best and worst in a circle</source>
        <translation>Лучшие и худшие за круг</translation>
    </message>
    <message>
        <source>Add a circle mark</source>
        <translation>Добавить оценку за круг</translation>
    </message>
    <message>
        <source>The judge&apos;s extra points</source>
        <translation>Дополнительные баллы судьи</translation>
    </message>
    <message>
        <source>three nights without a change (a draw)</source>
        <translation>три ночи без изменений (ничья)</translation>
    </message>
</context>
<context>
    <name>RaceView</name>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Сумма баллов</translation>
    </message>
</context>
<context>
    <name>RatingHistoryChart</name>
    <message>
        <source>His games, in order</source>
        <translation>Его игры по порядку</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>Выберите игрока</translation>
    </message>
</context>
<context>
    <name>RatingsCsv</name>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>place</source>
        <translation>место</translation>
    </message>
    <message>
        <source>player</source>
        <translation>id игрока</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>games</source>
        <translation>игры</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>{0} games</source>
        <translation>{0}: игры</translation>
    </message>
</context>
<context>
    <name>RatingsPdf</name>
    <message>
        <source>red</source>
        <translation>красные</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>civilian</source>
        <translation>мирный</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>{games} games, {players} players</source>
        <translation>Игр: {games}, игроков: {players}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
</context>
<context>
    <name>RatingsView</name>
    <message>
        <source>MR-style Elo</source>
        <translation>Эло (как на mafiaratings)</translation>
    </message>
    <message>
        <source>openskill (Plackett-Luce)</source>
        <translation>Плакетт–Льюс (openskill)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Мирный</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Найти игрока</translation>
    </message>
    <message>
        <source>Player&apos;s &amp;history…</source>
        <translation>&amp;История игрока…</translation>
    </message>
    <message>
        <source>← Tournaments</source>
        <translation>← Турниры</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>{model}: {parameters}. {tournaments} tournaments, {games} games, {players} players.</source>
        <translation>{model}: {parameters}. Турниров: {tournaments}, игр: {games}, игроков: {players}.</translation>
    </message>
    <message>
        <source>Export the ratings</source>
        <translation>Экспорт рейтинга</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не экспортировано</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation>Сначала выберите игрока в списке.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начальный рейтинг</translation>
    </message>
    <message>
        <source>K in a tournament</source>
        <translation>K в турнире</translation>
    </message>
    <message>
        <source>K in a club game</source>
        <translation>K в клубной игре</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>масштаб</translation>
    </message>
    <message>
        <source>expectation</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>p = 1/(1+10^((Rb-Rr)/scale)), team averages</source>
        <translation>p = 1/(1+10^((Rч−Rк)/масштаб)), средние по командам</translation>
    </message>
    <message>
        <source>mu</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>sigma</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>beta</source>
        <translation>β</translation>
    </message>
    <message>
        <source>tau</source>
        <translation>τ</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>mu - 3 sigma (ordinal)</source>
        <translation>μ − 3σ (порядковая оценка)</translation>
    </message>
    <message>
        <source>library</source>
        <translation>библиотека</translation>
    </message>
    <message>
        <source>Rating every stored tournament…</source>
        <translation>Считаем рейтинг по всем турнирам…</translation>
    </message>
</context>
<context>
    <name>RedBlackView</name>
    <message>
        <source>Red won</source>
        <translation>Победа красных</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Победа чёрных</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>stage {0}: {1} players cannot fill {2} table(s) of {3}</source>
        <translation>этап «{0}»: игроков {1} — не хватает на столов: {2} по {3} мест</translation>
    </message>
    <message>
        <source>stage {0}: its number of rounds is not fixed, draw them one by one</source>
        <translation>этап «{0}»: число туров не задано, рассаживайте туры по одному</translation>
    </message>
    <message>
        <source>stage {0}: no random round is left to draw; its rounds by the standings are drawn one by one</source>
        <translation>этап «{0}»: случайных туров для рассадки не осталось; туры по турнирной таблице рассаживаются по одному</translation>
    </message>
    <message>
        <source>stage {0}: no random round is left to draw</source>
        <translation>этап «{0}»: случайных туров для рассадки не осталось</translation>
    </message>
    <message>
        <source>stage {0}: no drawn round is still to play</source>
        <translation>этап «{0}»: нет рассаженных и ещё не сыгранных туров</translation>
    </message>
    <message>
        <source>{0} cannot be removed: he has {1} game(s) in this tournament</source>
        <translation>{0}: удалить нельзя, у игрока есть игры в этом турнире ({1})</translation>
    </message>
    <message>
        <source>empty name</source>
        <translation>пустое имя</translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <source>{0} players in the registry</source>
        <translation>Игроков в реестре: {0}</translation>
    </message>
    <message>
        <source>New player in the registry</source>
        <translation>Новый игрок в реестре</translation>
    </message>
    <message>
        <source>Choose one player in the list first.</source>
        <translation>Сначала выберите одного игрока в списке.</translation>
    </message>
    <message>
        <source>Edit {0}</source>
        <translation>Изменить: {0}</translation>
    </message>
    <message>
        <source>Tournaments keep the name a player was registered under.</source>
        <translation>В турнирах остаётся имя, под которым игрок был зарегистрирован.</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <source>Remove {0} from the registry?</source>
        <translation>Удалить {0} из реестра?</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Не удалено</translation>
    </message>
    <message>
        <source>Select exactly two players (Ctrl + click) to merge them.</source>
        <translation>Чтобы объединить игроков, выберите ровно двух (Ctrl + щелчок).</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Объединить двух игроков</translation>
    </message>
    <message>
        <source>Merge {0} into {1}? This cannot be undone.</source>
        <translation>Объединить {0} с {1}? Отменить это нельзя.</translation>
    </message>
    <message>
        <source>Not merged</source>
        <translation>Не объединено</translation>
    </message>
    <message>
        <source>Merged into {0}.</source>
        <translation>Объединено с {0}.</translation>
    </message>
    <message>
        <source>Player registry</source>
        <translation>Реестр игроков</translation>
    </message>
    <message>
        <source>Every player known to this desk, across tournaments. A tournament keeps the name a player was registered under; merging two records makes their tournaments and games one person&apos;s.</source>
        <translation>Все игроки, известные этой программе, во всех турнирах. В турнире остаётся имя, под которым игрок был зарегистрирован; объединение двух записей делает их турниры и игры турнирами и играми одного человека.</translation>
    </message>
    <message>
        <source>Search by name, nickname, club, city</source>
        <translation>Поиск по имени, никнейму, клубу, городу</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Merge two…</source>
        <translation>&amp;Объединить двух…</translation>
    </message>
</context>
<context>
    <name>RegistryMergeDialog</name>
    <message>
        <source>Keep {0}</source>
        <translation>Оставить {0}</translation>
    </message>
    <message>
        <source>{0} is removed; his registrations and games become {1}&apos;s. {1} keeps his name and takes the nickname, club or city he lacks from {0}.</source>
        <translation>{0} удаляется; его регистрации и игры переходят к {1}. {1} сохраняет своё имя и берёт у {0} никнейм, клуб или город, которых у него нет.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Объединить двух игроков</translation>
    </message>
    <message>
        <source>The two records are one person. Choose the record to keep: the other one&apos;s tournaments and games will point at it, and the other record is removed.</source>
        <translation>Эти две записи — один человек. Выберите запись, которую оставить: турниры и игры другой записи перейдут к ней, а другая запись будет удалена.</translation>
    </message>
</context>
<context>
    <name>ResultCheck</name>
    <message>
        <source>seat {0}: {1} may get {2}, not {3}</source>
        <translation>место {0}: {1} может получить {2}, а не {3}</translation>
    </message>
    <message>
        <source>extra points ({0}) not allowed: give +{1} to one player, or +{2} to each of two winners</source>
        <translation>такие дополнительные баллы ({0}) не допускаются: +{1} одному игроку или +{2} каждому из двух победителей</translation>
    </message>
    <message>
        <source>seat {0}: the judge&apos;s extra points add up to {1}, outside {2}..{3}</source>
        <translation>место {0}: дополнительные баллы судьи в сумме {1}, вне пределов {2}..{3}</translation>
    </message>
    <message>
        <source>extra points for {0} players; at most {1}</source>
        <translation>дополнительные баллы {0} игрокам; можно не более {1}</translation>
    </message>
    <message>
        <source>extra points twice for one seat</source>
        <translation>дополнительные баллы дважды одному месту</translation>
    </message>
    <message>
        <source>seat {0} gets the split extra points twice</source>
        <translation>место {0} получает разделённые баллы дважды</translation>
    </message>
    <message>
        <source>seat {0}: +{1} goes only to players of the winning team</source>
        <translation>место {0}: +{1} получают только игроки команды-победителя</translation>
    </message>
    <message>
        <source>a winner</source>
        <translation>победитель</translation>
    </message>
    <message>
        <source>a loser</source>
        <translation>проигравший</translation>
    </message>
    <message>
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <source>seat {0}</source>
        <translation>место {0}</translation>
    </message>
    <message>
        <source>positive extra points for {0} players; at most {1}</source>
        <translation>положительные доп. баллы у {0} игроков; можно не более {1}</translation>
    </message>
    <message>
        <source>positive extra points add up to {0}; at most {1}</source>
        <translation>положительные доп. баллы в сумме {0}; можно не более {1}</translation>
    </message>
    <message>
        <source>seat {0}: extra points {1} and best move {2} add up to {3}; at most {4}</source>
        <translation>место {0}: доп. баллы {1} и лучший ход {2} в сумме {3}; можно не более {4}</translation>
    </message>
    <message>
        <source>a player of a drawn game</source>
        <translation>игрок ничейной игры</translation>
    </message>
</context>
<context>
    <name>RolesView</name>
    <message>
        <source>The whole tournament</source>
        <translation>Весь турнир</translation>
    </message>
    <message>
        <source>Players shown</source>
        <translation>Показанные игроки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
</context>
<context>
    <name>RoundBoard</name>
    <message>
        <source>not started</source>
        <translation>не начата</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>zero night</source>
        <translation>нулевая ночь</translation>
    </message>
    <message>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <source>over</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>speeches</source>
        <translation>речи</translation>
    </message>
    <message>
        <source>tie speeches</source>
        <translation>речи при равенстве</translation>
    </message>
    <message>
        <source>voting</source>
        <translation>голосование</translation>
    </message>
    <message>
        <source>revote</source>
        <translation>переголосование</translation>
    </message>
    <message>
        <source>vote to lift all</source>
        <translation>голосование за подъём всех</translation>
    </message>
    <message>
        <source>last words</source>
        <translation>последнее слово</translation>
    </message>
    <message>
        <source>night {0}</source>
        <translation>ночь {0}</translation>
    </message>
    <message>
        <source>protested: {0}</source>
        <translation>протест: {0}</translation>
    </message>
    <message>
        <source>{0}, connected</source>
        <translation>{0}, на связи</translation>
    </message>
    <message>
        <source>{0}, not connected</source>
        <translation>{0}, нет связи</translation>
    </message>
    <message>
        <source>day {0}: {1}</source>
        <translation>день {0}: {1}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Swiss draw: {0}.</source>
        <translation>Швейцарская жеребьёвка: {0}.</translation>
    </message>
    <message>
        <source>Short table, +{0} each: {1}.</source>
        <translation>Неполный стол, +{0} каждому: {1}.</translation>
    </message>
    <message>
        <source>by extra points</source>
        <translation>по доп. баллам</translation>
    </message>
    <message>
        <source>by points</source>
        <translation>по баллам</translation>
    </message>
    <message>
        <source>Swiss draw {0}: no games yet, in registration order.</source>
        <translation>Швейцарская жеребьёвка {0}: игр ещё нет, в порядке регистрации.</translation>
    </message>
    <message>
        <source>Swiss draw {0} after round 1 of {1} (games: {2}).</source>
        <translation>Швейцарская жеребьёвка {0} после тура 1 этапа «{1}» (игр: {2}).</translation>
    </message>
    <message>
        <source>Swiss draw {0} after rounds 1-{1} of {2} (games: {3}).</source>
        <translation>Швейцарская жеребьёвка {0} после туров 1–{1} этапа «{2}» (игр: {3}).</translation>
    </message>
    <message>
        <source>{0} ({1} open)</source>
        <translation>{0} (открытых: {1})</translation>
    </message>
    <message>
        <source>Protests in this round: {0}, waiting for a ruling: {1}.</source>
        <translation>Протестов в туре: {0}, ждут решения: {1}.</translation>
    </message>
    <message>
        <source>Protests</source>
        <translation>Протесты</translation>
    </message>
    <message>
        <source>File a protest on the table…</source>
        <translation>Подать протест по столу…</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>not drawn</source>
        <translation>не рассажен</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>рассажен</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>зафиксирован</translation>
    </message>
    <message>
        <source>played</source>
        <translation>сыгран</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>сбалансированная</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>швейцарская</translation>
    </message>
    <message>
        <source>final</source>
        <translation>финальная</translation>
    </message>
    <message>
        <source>Most meetings of one pair</source>
        <translation>Макс. встреч одной пары</translation>
    </message>
    <message>
        <source>Pairs meeting that often</source>
        <translation>Пар с таким числом встреч</translation>
    </message>
    <message>
        <source>Sum of squared meetings</source>
        <translation>Сумма квадратов встреч</translation>
    </message>
    <message>
        <source>Pairs meeting again</source>
        <translation>Повторные встречи пар</translation>
    </message>
    <message>
        <source>Seats repeated</source>
        <translation>Повторы мест</translation>
    </message>
    <message>
        <source>Seat 1 spread</source>
        <translation>Разброс места 1</translation>
    </message>
    <message>
        <source>Seats 1-5 / 6-10 gap</source>
        <translation>Разница мест 1-5 / 6-10</translation>
    </message>
    <message>
        <source>Sit-out spread</source>
        <translation>Разброс пропусков</translation>
    </message>
    <message>
        <source>Kept-apart players together</source>
        <translation>Разведённые игроки вместе</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Способ</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Граница</translation>
    </message>
    <message>
        <source> · preview</source>
        <translation> · предпросмотр</translation>
    </message>
    <message>
        <source>No rounds: the tournament has no stages</source>
        <translation>Туров нет: в турнире нет этапов</translation>
    </message>
    <message>
        <source>{0}, round {1} · {2}</source>
        <translation>{0}, тур {1} · {2}</translation>
    </message>
    <message>
        <source>Sitting out: {0}</source>
        <translation>Пропускают: {0}</translation>
    </message>
    <message>
        <source>Played: every table&apos;s result is entered (seed {0}).</source>
        <translation>Сыгран: результаты всех столов введены (зерно {0}).</translation>
    </message>
    <message>
        <source>Locked: a game of this round has started, so its draw can no longer change.</source>
        <translation>Зафиксирован: игра этого тура уже началась, и его рассадку больше нельзя изменить.</translation>
    </message>
    <message>
        <source>Preview, not saved (seed {0}): “Save draw” stores it for the tables.</source>
        <translation>Предпросмотр, не сохранён (зерно {0}): «Сохранить рассадку» передаёт её столам.</translation>
    </message>
    <message>
        <source>Saved draw (seed {0}).</source>
        <translation>Сохранённая рассадка (зерно {0}).</translation>
    </message>
    <message>
        <source>Not drawn yet: “Draw” makes a preview by the stage&apos;s method.</source>
        <translation>Ещё не рассажен: «Жеребьёвка» делает предпросмотр по способу этапа.</translation>
    </message>
    <message>
        <source>No seating constraints.</source>
        <translation>Ограничений рассадки нет.</translation>
    </message>
    <message>
        <source>club-mates apart</source>
        <translation>одноклубники раздельно</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) apart</source>
        <translation>
            <numerusform>%n пара раздельно</numerusform>
            <numerusform>%n пары раздельно</numerusform>
            <numerusform>%n пар раздельно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in the first %n round(s)</source>
        <translation>
            <numerusform> в %n первом туре</numerusform>
            <numerusform> в первых %n турах</numerusform>
            <numerusform> в первых %n турах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sit-out(s) of judge-players</source>
        <translation>
            <numerusform>%n пропуск играющих судей</numerusform>
            <numerusform>%n пропуска играющих судей</numerusform>
            <numerusform>%n пропусков играющих судей</numerusform>
        </translation>
    </message>
    <message>
        <source>Constraints: {0}.</source>
        <translation>Ограничения: {0}.</translation>
    </message>
    <message>
        <source>Choose a round in the list first.</source>
        <translation>Сначала выберите тур в списке.</translation>
    </message>
    <message>
        <source>Round {0} of {1} is locked: its game at table {2} has started, so its draw can no longer change.</source>
        <translation>Тур {0} этапа «{1}» зафиксирован: игра за столом {2} уже началась, и рассадку больше нельзя изменить.</translation>
    </message>
    <message>
        <source>Not drawn</source>
        <translation>Не рассажен</translation>
    </message>
    <message>
        <source>Round {0} of {1} was not drawn: {2}</source>
        <translation>Тур {0} этапа «{1}» не рассажен: {2}</translation>
    </message>
    <message>
        <source>Drawn with seed {0}: a preview until you save it.</source>
        <translation>Рассажено с зерном {0}: это предпросмотр, пока вы его не сохраните.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>Nothing to save: draw the round first.</source>
        <translation>Сохранять нечего: сначала проведите жеребьёвку тура.</translation>
    </message>
    <message>
        <source>Replace the saved draw?</source>
        <translation>Заменить сохранённую рассадку?</translation>
    </message>
    <message>
        <source>Round {0} of {1} already has a saved draw (seed {2}). Replace it with this one? Print the seating sheets again afterwards.</source>
        <translation>У тура {0} этапа «{1}» уже есть сохранённая рассадка (зерно {2}). Заменить её этой? После этого заново распечатайте листы рассадки.</translation>
    </message>
    <message>
        <source>Draw saved: the tables can start from it.</source>
        <translation>Рассадка сохранена: столы могут начинать по ней.</translation>
    </message>
    <message>
        <source>Not swapped</source>
        <translation>Не поменяны</translation>
    </message>
    <message>
        <source>Draw the round first.</source>
        <translation>Сначала проведите жеребьёвку тура.</translation>
    </message>
    <message>
        <source>Swapped {0} and {1}.</source>
        <translation>{0} и {1} поменялись местами.</translation>
    </message>
    <message>
        <source>The saved draw is updated.</source>
        <translation>Сохранённая рассадка обновлена.</translation>
    </message>
    <message>
        <source>{0} · table {1}, seat {2}</source>
        <translation>{0} · стол {1}, место {2}</translation>
    </message>
    <message>
        <source>{0} · sitting out</source>
        <translation>{0} · пропускает</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Ограничения</translation>
    </message>
    <message>
        <source>Constraints not saved</source>
        <translation>Ограничения не сохранены</translation>
    </message>
    <message>
        <source>Constraints saved: the next draws keep them.</source>
        <translation>Ограничения сохранены: следующие жеребьёвки будут их учитывать.</translation>
    </message>
    <message>
        <source>Not re-drawn</source>
        <translation>Не пересажено</translation>
    </message>
    <message>
        <source>Choose a round of the stage in the list first.</source>
        <translation>Сначала выберите в списке тур этого этапа.</translation>
    </message>
    <message>
        <source>Stage {0} was not re-drawn: {1}</source>
        <translation>Этап «{0}» не пересажен: {1}</translation>
    </message>
    <message>
        <source>round {0} seats {1}</source>
        <translation>тур {0}: места {1}</translation>
    </message>
    <message>
        <source>Re-draw rounds {0} of {1}? Played rounds stay exactly as they are.
{2}
Figures of the whole stage, before → after:
{3}</source>
        <translation>Пересадить туры {0} этапа «{1}»? Сыгранные туры останутся в точности как есть.
{2}
Показатели всего этапа, до → после:
{3}</translation>
    </message>
    <message>
        <source>Unavailable players: {0}.</source>
        <translation>Недоступные игроки: {0}.</translation>
    </message>
    <message>
        <source>Re-draw the unplayed rounds?</source>
        <translation>Пересадить несыгранные туры?</translation>
    </message>
    <message>
        <source>Rounds {0} re-drawn and saved: print their seating sheets again.</source>
        <translation>Туры {0} пересажены и сохранены: заново распечатайте их листы рассадки.</translation>
    </message>
    <message>
        <source>No seating sheets</source>
        <translation>Нет листов рассадки</translation>
    </message>
    <message>
        <source>Save the draw first: the sheets print what the tables will get.</source>
        <translation>Сначала сохраните рассадку: на листах печатается то, что получат столы.</translation>
    </message>
    <message>
        <source>Seating sheets</source>
        <translation>Листы рассадки</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Seating sheets written to {0}.</source>
        <translation>Листы рассадки записаны в {0}.</translation>
    </message>
    <message>
        <source>&amp;Rounds of every stage</source>
        <translation>&amp;Туры всех этапов</translation>
    </message>
    <message>
        <source>&amp;Constraints…</source>
        <translation>&amp;Ограничения…</translation>
    </message>
    <message>
        <source>Club-mates and named pairs apart in the first rounds, judge-players sitting out the rounds they judge</source>
        <translation>Одноклубники и указанные пары раздельно в первых турах, играющие судьи пропускают туры, которые судят</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;Зерно</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <source>The same seed gives the same draw; leave it empty for a random one</source>
        <translation>Одно и то же зерно даёт одну и ту же рассадку; оставьте пустым для случайной</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Жеребьёвка</translation>
    </message>
    <message>
        <source>Re-dra&amp;w</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>Draw again with a new random seed</source>
        <translation>Провести жеребьёвку заново с новым случайным зерном</translation>
    </message>
    <message>
        <source>&amp;Save draw</source>
        <translation>&amp;Сохранить рассадку</translation>
    </message>
    <message>
        <source>S&amp;wap…</source>
        <translation>&amp;Поменять…</translation>
    </message>
    <message>
        <source>Re-draw &amp;unplayed rounds…</source>
        <translation>Пере&amp;садить несыгранные туры…</translation>
    </message>
    <message>
        <source>After a dropout: every drawn round with no game yet is drawn again, the played rounds as history</source>
        <translation>После выбывания игрока: каждый рассаженный тур, в котором ещё нет игр, рассаживается заново, сыгранные туры остаются как история</translation>
    </message>
    <message>
        <source>Seating s&amp;heets PDF…</source>
        <translation>&amp;Листы рассадки PDF…</translation>
    </message>
    <message>
        <source>Drag a name onto another to swap the two players</source>
        <translation>Перетащите имя на другое, чтобы поменять двух игроков местами</translation>
    </message>
    <message>
        <source>Quality figures</source>
        <translation>Показатели качества</translation>
    </message>
    <message>
        <source>Each figure beside its proven lower bound: a value at its bound cannot be improved</source>
        <translation>Каждый показатель рядом с доказанной нижней границей: значение, равное границе, улучшить нельзя</translation>
    </message>
    <message>
        <source>Round board</source>
        <translation>Табло тура</translation>
    </message>
    <message>
        <source>Pairs that never meet</source>
        <translation>Пары, которые не встречаются</translation>
    </message>
    <message>
        <source>Seat 10 spread</source>
        <translation>Разброс места 10</translation>
    </message>
    <message>
        <source>Seats repeated in the first 10 games</source>
        <translation>Повторы мест в первых 10 играх</translation>
    </message>
    <message>
        <source>Stage {0} was not drawn: {1}</source>
        <translation>Этап «{0}» не рассажен: {1}</translation>
    </message>
    <message>
        <source>Draw rounds {0} of {1} together? Played rounds stay exactly as they are, saved draws of these rounds are replaced.
{2}
Figures of the whole stage, before → after:
{3}</source>
        <translation>Рассадить туры {0} этапа «{1}» вместе? Сыгранные туры останутся в точности как есть, сохранённые рассадки этих туров будут заменены.
{2}
Показатели всего этапа, до → после:
{3}</translation>
    </message>
    <message>
        <source>Draw all rounds?</source>
        <translation>Рассадить все туры?</translation>
    </message>
    <message>
        <source>Rounds {0} drawn together and saved.</source>
        <translation>Туры {0} рассажены вместе и сохранены.</translation>
    </message>
    <message>
        <source>Draw &amp;all rounds…</source>
        <translation>Рассадить &amp;все туры…</translation>
    </message>
    <message>
        <source>Every random round of the stage with no game yet, drawn together: the whole stage balanced (a fresh stage comes from the schedule library)</source>
        <translation>Все случайные туры этапа без сыгранных игр, рассаженные вместе: баланс всего этапа (новый этап берётся из библиотеки расписаний)</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>граница</translation>
    </message>
    <message>
        <source>Fewest repeats</source>
        <translation>Меньше повторов</translation>
    </message>
    <message>
        <source>Everyone meets</source>
        <translation>Все встречаются</translation>
    </message>
    <message>
        <source>{0}: at most {1} meetings of a pair, {2} pairs that often, {3} pairs never meet</source>
        <translation>{0}: не более {1} встреч одной пары, таких пар {2}, ни разу не встречаются {3} пар</translation>
    </message>
    <message>
        <source>teammates apart always</source>
        <translation>игроки команд врозь всегда</translation>
    </message>
    <message numerus="yes">
        <source>teammates apart in the first %n round(s)</source>
        <translation>
            <numerusform>игроки команд врозь в %n первом туре</numerusform>
            <numerusform>игроки команд врозь в первых %n турах</numerusform>
            <numerusform>игроки команд врозь в первых %n турах</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn with seed {0}, but teammates sit together: {1}.</source>
        <translation>Рассажено с зерном {0}, но игроки одной команды сидят вместе: {1}.</translation>
    </message>
    <message>
        <source>Rounds {0} saved, but teammates sit together: {1}.</source>
        <translation>Туры {0} сохранены, но игроки одной команды сидят вместе: {1}.</translation>
    </message>
    <message>
        <source>{0} at table {1}</source>
        <translation>{0} за столом {1}</translation>
    </message>
    <message>
        <source>round {0}: {1}</source>
        <translation>тур {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Ruling on protest {0}</source>
        <translation>Решение по протесту {0}</translation>
    </message>
    <message>
        <source>&amp;Upheld</source>
        <translation>&amp;Удовлетворить</translation>
    </message>
    <message>
        <source>&amp;Rejected</source>
        <translation>&amp;Отклонить</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Решение:</translation>
    </message>
    <message>
        <source>correct the result (the correction form opens)</source>
        <translation>исправить результат (откроется форма исправления)</translation>
    </message>
    <message>
        <source>void the game (the void form opens)</source>
        <translation>аннулировать игру (откроется форма аннулирования)</translation>
    </message>
    <message>
        <source>no change to the game&apos;s result</source>
        <translation>результат игры не меняется</translation>
    </message>
    <message>
        <source>The &amp;game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Rea&amp;son:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Head &amp;judge:</source>
        <translation>Главный &amp;судья:</translation>
    </message>
    <message>
        <source>The stage is closed ({0}, {1}): a correction changes its standings, not who went through.</source>
        <translation>Этап закрыт ({0}, {1}): исправление меняет его таблицу, но не список прошедших.</translation>
    </message>
    <message>
        <source>A ruling needs its reason.</source>
        <translation>В решении нужна причина.</translation>
    </message>
    <message>
        <source>A ruling needs the head judge&apos;s name.</source>
        <translation>В решении нужно имя главного судьи.</translation>
    </message>
    <message>
        <source>Nothing stored: the correction form was cancelled.</source>
        <translation>Ничего не сохранено: форма исправления отменена.</translation>
    </message>
</context>
<context>
    <name>SeatTableModel</name>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation>Выставил</translation>
    </message>
    <message>
        <source>Nominated by</source>
        <translation>Кем выставлен</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <source>Voted for</source>
        <translation>Голос за</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>speech lost</source>
        <translation>без речи</translation>
    </message>
    <message>
        <source>lift</source>
        <translation>подъём</translation>
    </message>
    <message>
        <source>guess</source>
        <translation>ЛХ</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>Click: +1 foul. The {0} costs the next speech ({1} s at {2} players or fewer); the {3} removes.</source>
        <translation>Щелчок: +1 фол. {0} — пропуск следующей речи ({1} с при {2} игроках и меньше); {3} — удаление.</translation>
    </message>
    <message>
        <source>Click: +1 foul. The {0} cuts the next speech to {1} s ({2} s at {3} players or fewer); the {4} removes.</source>
        <translation>Щелчок: +1 фол. {0} — следующая речь сокращается до {1} с ({2} с при {3} игроках и меньше); {4} — удаление.</translation>
    </message>
</context>
<context>
    <name>SeatingSheets</name>
    <message>
        <source>qualifying</source>
        <translation>отборочный этап</translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation>полуфинал</translation>
    </message>
    <message>
        <source>final</source>
        <translation>финал</translation>
    </message>
    <message>
        <source>{stage}, round {round}</source>
        <translation>{stage}, тур {round}</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Стол {number}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Не играют: {names}</translation>
    </message>
    <message>
        <source>{tournament} — players by name</source>
        <translation>{tournament} — игроки по алфавиту</translation>
    </message>
    <message>
        <source>table / seat in each round</source>
        <translation>стол / место в каждом туре</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>page {page} / {pages}</source>
        <translation>страница {page} / {pages}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>место</translation>
    </message>
    <message>
        <source>Host: ____________________</source>
        <translation>Ведущий: ____________________</translation>
    </message>
    <message>
        <source>{tournament} — seating</source>
        <translation>{tournament} — рассадка</translation>
    </message>
    <message>
        <source>Table {number} · judge {judge}</source>
        <translation>Стол {number} · судья {judge}</translation>
    </message>
    <message>
        <source>Judge: {judge}</source>
        <translation>Судья: {judge}</translation>
    </message>
</context>
<context>
    <name>SeatsView</name>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Games won by the seat&apos;s team, %</source>
        <translation>Победы команды этого места, %</translation>
    </message>
</context>
<context>
    <name>ServerActions</name>
    <message>
        <source>Play a table from the server</source>
        <translation>Играть стол с сервера</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <source>Table {0} is held by {1} since {2} ({3}). Take it over? Only a judge should do this: the other laptop can no longer send this game, and this laptop continues from the server&apos;s copy.</source>
        <translation>Стол {0} занят: {1} с {2} ({3}). Забрать его? Это делает только судья: другой ноутбук больше не сможет отправлять эту игру, а этот продолжит с копии сервера.</translation>
    </message>
    <message>
        <source>No laptop is connected to the server now.</source>
        <translation>Сейчас к серверу не подключён ни один ноутбук.</translation>
    </message>
    <message>
        <source>{0} · {1} · since {2}</source>
        <translation>{0} · {1} · с {2}</translation>
    </message>
    <message>
        <source>Reading the server&apos;s tables…</source>
        <translation>Читаем столы с сервера…</translation>
    </message>
    <message>
        <source>Claiming table {0}…</source>
        <translation>Занимаем стол {0}…</translation>
    </message>
    <message>
        <source>Taking table {0} over…</source>
        <translation>Забираем стол {0}…</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>The server cannot be reached: is it running, and is this laptop on the venue&apos;s network?</source>
        <translation>Сервер недоступен: запущен ли он и подключён ли этот ноутбук к сети площадки?</translation>
    </message>
    <message>
        <source>The server refused the user name or password (or does not let this laptop in).</source>
        <translation>Сервер отклонил имя пользователя или пароль (или не пускает этот ноутбук).</translation>
    </message>
    <message>
        <source>The server has no database of that name: create it first (docs/server.md).</source>
        <translation>На сервере нет базы с таким именем: сначала создайте её (docs/server.md).</translation>
    </message>
    <message>
        <source>The server answers, but its database has no Mafia Desk tables yet: create them.</source>
        <translation>Сервер отвечает, но в его базе ещё нет таблиц Mafia Desk: создайте их.</translation>
    </message>
    <message>
        <source>The server holds an older Mafia Desk schema: bring it up to date once every laptop runs this version.</source>
        <translation>На сервере старая схема Mafia Desk: обновите её, когда на всех ноутбуках будет эта версия.</translation>
    </message>
    <message>
        <source>The server was set up by a newer Mafia Desk: update this laptop&apos;s program.</source>
        <translation>Сервер настроен более новой версией Mafia Desk: обновите программу на этом ноутбуке.</translation>
    </message>
    <message>
        <source>The server and this laptop disagree on encryption (TLS): add or remove ?sslmode=require in the address.</source>
        <translation>Сервер и этот ноутбук расходятся в шифровании (TLS): добавьте или уберите ?sslmode=require в адресе.</translation>
    </message>
    <message>
        <source>That database holds another program&apos;s tables: use a database of its own.</source>
        <translation>В этой базе таблицы другой программы: используйте отдельную базу.</translation>
    </message>
    <message>
        <source>That is not a server address: postgresql://user:password@host:5432/database</source>
        <translation>Это не адрес сервера: postgresql://пользователь:пароль@хост:5432/база</translation>
    </message>
    <message>
        <source>The server cannot be used.</source>
        <translation>Сервер нельзя использовать.</translation>
    </message>
    <message>
        <source>Testing the server…</source>
        <translation>Проверка сервера…</translation>
    </message>
    <message>
        <source>Creating the tables on the server…</source>
        <translation>Создание таблиц на сервере…</translation>
    </message>
    <message>
        <source>Connected: PostgreSQL {0}, the tables are ready. Save to use this server.</source>
        <translation>Подключено: PostgreSQL {0}, таблицы готовы. Сохраните, чтобы работать с этим сервером.</translation>
    </message>
    <message>
        <source>Tournament server</source>
        <translation>Турнирный сервер</translation>
    </message>
    <message>
        <source>The tables of a tournament write their games to one PostgreSQL server on the venue&apos;s network. Leave the address empty to keep this laptop on its own.</source>
        <translation>Столы турнира записывают свои игры на один сервер PostgreSQL в сети площадки. Оставьте адрес пустым, чтобы этот ноутбук работал сам по себе.</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Адрес сервера</translation>
    </message>
    <message>
        <source>postgresql://user:password@host:5432/database</source>
        <translation>postgresql://пользователь:пароль@хост:5432/база</translation>
    </message>
    <message>
        <source>This laptop&apos;s &amp;name</source>
        <translation>&amp;Имя этого ноутбука</translation>
    </message>
    <message>
        <source>The name the organiser and the other tables see as this table&apos;s holder</source>
        <translation>Имя, под которым организатор и другие столы видят владельца этого стола</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>&amp;Create the tables</source>
        <translation>&amp;Создать таблицы</translation>
    </message>
    <message>
        <source>Save &amp;anyway</source>
        <translation>Сохранить &amp;всё равно</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>This computer has no keyring to keep the password: it is kept until the app closes, and asked again at the next start. The settings file never holds it.</source>
        <translation>На этом компьютере нет хранилища паролей: пароль хранится, пока программа открыта, и будет спрошен снова при следующем запуске. В файл настроек он не записывается.</translation>
    </message>
</context>
<context>
    <name>ServerLink</name>
    <message>
        <source>Server: connecting…</source>
        <translation>Сервер: подключение…</translation>
    </message>
    <message>
        <source>Server: conflict on table {0} — the judge decides</source>
        <translation>Сервер: конфликт за столом {0} — решает судья</translation>
    </message>
    <message>
        <source>Server: out of reach — {0} actions kept on this laptop, they will be sent when it is back</source>
        <translation>Сервер: нет связи — действий на этом ноутбуке: {0}, они уйдут, когда связь вернётся</translation>
    </message>
    <message>
        <source>Server: connected · sending {0} actions</source>
        <translation>Сервер: на связи · отправляется действий: {0}</translation>
    </message>
    <message>
        <source>Server: connected · everything sent</source>
        <translation>Сервер: на связи · всё отправлено</translation>
    </message>
    <message>
        <source>Server: out of reach — nothing waits on this laptop</source>
        <translation>Сервер: нет связи — на этом ноутбуке ничего не ждёт отправки</translation>
    </message>
</context>
<context>
    <name>ServerTableDialog</name>
    <message>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>играется</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>сыгран</translation>
    </message>
    <message>
        <source>Play a table from the server</source>
        <translation>Играть стол с сервера</translation>
    </message>
    <message>
        <source>Pick your table: the game opens seated, and every action reaches the server.</source>
        <translation>Выберите свой стол: игра откроется с рассадкой, и каждое действие уйдёт на сервер.</translation>
    </message>
    <message>
        <source>The server has no saved draw with a table to play yet.</source>
        <translation>На сервере ещё нет сохранённой рассадки со столом для игры.</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Занят</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>{0} (connected)</source>
        <translation>{0} (на связи)</translation>
    </message>
    <message>
        <source>{0} (not connected)</source>
        <translation>{0} (нет связи)</translation>
    </message>
    <message>
        <source>Play this table</source>
        <translation>Играть этот стол</translation>
    </message>
    <message>
        <source>Show every round</source>
        <translation>Показать все туры</translation>
    </message>
</context>
<context>
    <name>ServerTournamentWindow</name>
    <message>
        <source>On the tournament server {0}</source>
        <translation>На турнирном сервере {0}</translation>
    </message>
    <message>
        <source>Laptops connected…</source>
        <translation>Подключённые ноутбуки…</translation>
    </message>
    <message>
        <source>Laptops connected to the server</source>
        <translation>Ноутбуки, подключённые к серверу</translation>
    </message>
    <message>
        <source>Asking the server who is connected…</source>
        <translation>Спрашиваем сервер, кто подключён…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The last monitor</source>
        <translation>Последний монитор</translation>
    </message>
    <message>
        <source>{0} (not connected)</source>
        <translation>{0} (не подключён)</translation>
    </message>
    <message>
        <source>The database is chosen by the MAFIA_DESK_DB variable: {0}</source>
        <translation>Базу данных задаёт переменная MAFIA_DESK_DB: {0}</translation>
    </message>
    <message>
        <source>Copied to {0}. Mafia Desk opens it from its next start; {1} stays as a spare copy.</source>
        <translation>Скопировано в {0}. Mafia Desk откроет эту базу при следующем запуске; {1} остаётся запасной копией.</translation>
    </message>
    <message>
        <source>No database file is open.</source>
        <translation>Файл базы данных не открыт.</translation>
    </message>
    <message>
        <source>The database: {0}</source>
        <translation>База данных: {0}</translation>
    </message>
    <message>
        <source>Move the database to</source>
        <translation>Перенести базу данных в</translation>
    </message>
    <message>
        <source>SQLite database (*.sqlite3)</source>
        <translation>База данных SQLite (*.sqlite3)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>Размер &amp;текста</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Timer sounds</source>
        <translation>Звуки таймера</translation>
    </message>
    <message>
        <source>&amp;Play the timer&apos;s sounds</source>
        <translation>&amp;Звуки таймера включены</translation>
    </message>
    <message>
        <source>Sound a &amp;warning 10 seconds before the end of a speech</source>
        <translation>&amp;Предупреждать звуком за 10 секунд до конца речи</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Громкость</translation>
    </message>
    <message>
        <source>The hall</source>
        <translation>Зал</translation>
    </message>
    <message>
        <source>Spectator &amp;display&apos;s monitor</source>
        <translation>Монитор &amp;экрана для зрителей</translation>
    </message>
    <message>
        <source>Stream overlay&apos;s &amp;address</source>
        <translation>&amp;Адрес оверлея трансляции</translation>
    </message>
    <message>
        <source>Stream overlay&apos;s &amp;port</source>
        <translation>&amp;Порт оверлея трансляции</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>&amp;Move the database…</source>
        <translation>&amp;Перенести базу данных…</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zero night.&lt;/b&gt; Press the don, the first mafia, the second mafia and the sheriff, in that order; the 4th press records them. The seats stay unmarked; the status line shows the picks as bare seat numbers, in that order. A seat pressed twice is refused: Backspace takes back the last pick, − clears them all.</source>
        <translation>&lt;b&gt;Нулевая ночь.&lt;/b&gt; Нажмите дона, первую мафию, вторую мафию и шерифа — именно в этом порядке; четвёртое нажатие записывает роли. Места не подсвечиваются; строка состояния показывает выбор только номерами мест, в том же порядке. Повторное нажатие места отклоняется: Backspace отменяет последний выбор, − сбрасывает все.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vote.&lt;/b&gt; The candidates are voted in the order of nomination. For the one highlighted, press the seats whose hands are up (a second press takes a hand back); + marks every seat that has not voted yet, − nobody (0 votes is always − : Enter with no seat pressed is refused). Enter records the hands and moves to the next candidate. The last candidate (and a lone candidate from day 2 on) gets every hand not yet given: the screen shows them, Enter closes the vote; a foul or a removal may still be given while his hands are up. After each ballot the status line says how it ended; the table keeps who voted for whom until the night.</source>
        <translation>&lt;b&gt;Голосование.&lt;/b&gt; Кандидаты голосуются в порядке выставления. За подсвеченного нажмите места с поднятой рукой (повторное нажатие снимает руку); + отмечает всех, кто ещё не голосовал, − никого (0 голосов — всегда −: Enter без отмеченных мест не принимается). Enter записывает голоса и переходит к следующему кандидату. Последнему кандидату (и единственному кандидату со второго дня) достаются все ещё не поданные руки: экран их показывает, Enter закрывает голосование; пока руки подняты, ещё можно дать фол или удалить игрока. После каждого голосования строка состояния говорит, чем оно закончилось; таблица хранит, кто за кого голосовал, до ночи.</translation>
    </message>
    <message>
        <source>The player shot on the first night</source>
        <translation>Игрок, убитый в первую ночь</translation>
    </message>
    <message>
        <source>The first player shot, on whichever night</source>
        <translation>Первый убитый игрок, в какую бы ночь его ни убили</translation>
    </message>
    <message>
        <source>The victim the game&apos;s rules allow</source>
        <translation>Убитый, которому это разрешают правила игры</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best move.&lt;/b&gt; {0} names 3 seats in the last words: press them; − records no best move.</source>
        <translation>&lt;b&gt;Лучший ход.&lt;/b&gt; {0} называет 3 места в последней минуте: нажмите их; − — лучшего хода нет.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>1..9, 0: pick seat 1..10 for what the phase asks (nominate, vote, shot, check, best-move guess)</source>
        <translation>1..9, 0: место 1..10 для текущей фазы (выставить, голос, выстрел, проверка, лучший ход)</translation>
    </message>
    <message>
        <source>Shift+1..0: a foul to seat 1..10</source>
        <translation>Shift+1..0: фол месту 1..10</translation>
    </message>
    <message>
        <source>Move on to the next step</source>
        <translation>Перейти к следующему шагу</translation>
    </message>
    <message>
        <source>None / miss / no check</source>
        <translation>Никто / промах / без проверки</translation>
    </message>
    <message>
        <source>All remaining votes</source>
        <translation>Все оставшиеся голоса</translation>
    </message>
    <message>
        <source>Undo the last action</source>
        <translation>Отменить последнее действие</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть отменённое</translation>
    </message>
    <message>
        <source>Start or pause the timer</source>
        <translation>Запустить или остановить таймер</translation>
    </message>
    <message>
        <source>Reset the timer</source>
        <translation>Сбросить таймер</translation>
    </message>
    <message>
        <source>Add 10 seconds</source>
        <translation>Добавить 10 секунд</translation>
    </message>
    <message>
        <source>Take 10 seconds</source>
        <translation>Убрать 10 секунд</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Звук вкл./выкл.</translation>
    </message>
    <message>
        <source>This sheet of keys</source>
        <translation>Эта таблица клавиш</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>The game&apos;s protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Выход (игра сохранена)</translation>
    </message>
    <message>
        <source>Ctrl+1..0: a disqualifying foul (removal) to seat 1..10, after a confirm</source>
        <translation>Ctrl+1..0: дисквалифицирующий фол (удаление) месту 1..10, с подтверждением</translation>
    </message>
    <message>
        <source>The speaker withdraws his nomination</source>
        <translation>Говорящий снимает свою кандидатуру</translation>
    </message>
    <message>
        <source>Roles: a tap shows or hides them, holding shows them until released</source>
        <translation>Роли: нажатие показывает или скрывает их, удержание показывает, пока клавиша нажата</translation>
    </message>
    <message>
        <source>Tournaments: the organiser&apos;s window</source>
        <translation>Турниры: окно организатора</translation>
    </message>
    <message>
        <source>F9: technical break (pause the whole game, or resume it) · F8: replace a player</source>
        <translation>F9: технический перерыв (остановить всю игру или продолжить) · F8: заменить игрока</translation>
    </message>
</context>
<context>
    <name>SpectatorWindow</name>
    <message>
        <source>lift: {0}</source>
        <translation>подъём: {0}</translation>
    </message>
    <message>
        <source>Spectator display</source>
        <translation>Табло для зрителей</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>civilian</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Win points</source>
        <translation>Баллы за победы</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Absences</source>
        <translation>Неявки</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Поправки</translation>
    </message>
    <message>
        <source>Red points</source>
        <translation>Баллы за красных</translation>
    </message>
    <message>
        <source>Black points</source>
        <translation>Баллы за чёрных</translation>
    </message>
    <message>
        <source>Sheriff average</source>
        <translation>Среднее за шерифа</translation>
    </message>
    <message>
        <source>Don average</source>
        <translation>Среднее за дона</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Личные встречи</translation>
    </message>
    <message>
        <source>Best player</source>
        <translation>Лучший игрок</translation>
    </message>
    <message>
        <source>Wins as don</source>
        <translation>Победы за дона</translation>
    </message>
    <message>
        <source>Wins as sheriff</source>
        <translation>Победы за шерифа</translation>
    </message>
    <message>
        <source>Wins as mafia</source>
        <translation>Победы за мафию</translation>
    </message>
    <message>
        <source>Hard wins</source>
        <translation>Сложные победы</translation>
    </message>
    <message>
        <source>Shot night 1</source>
        <translation>Убит в 1-ю ночь</translation>
    </message>
    <message>
        <source>Qualifying place</source>
        <translation>Место в квалификации</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Tie-break: {0}</source>
        <translation>Дополнительный показатель: {0}</translation>
    </message>
    <message>
        <source>{0}
(tie-break)</source>
        <translation>{0}
(доп. показатель)</translation>
    </message>
    <message>
        <source>wins / games as {0}</source>
        <translation>победы / игры в роли: {0}</translation>
    </message>
    <message>
        <source>Places gained since the last saved change</source>
        <translation>На сколько мест игрок поднялся после последнего сохранённого изменения</translation>
    </message>
    <message>
        <source>Extra net</source>
        <translation>Доп. за вычетом штрафов</translation>
    </message>
    <message>
        <source>Extra per game</source>
        <translation>Доп. на игру</translation>
    </message>
    <message>
        <source>Best moves, 3 black</source>
        <translation>ЛХ: 3 чёрных</translation>
    </message>
    <message>
        <source>Best moves, 2 black</source>
        <translation>ЛХ: 2 чёрных</translation>
    </message>
    <message>
        <source>Best game extra</source>
        <translation>Макс. доп. за игру</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
</context>
<context>
    <name>StandingsExport</name>
    <message>
        <source>CSV for Excel, commas (*.csv)</source>
        <translation>CSV для Excel, запятые (*.csv)</translation>
    </message>
    <message>
        <source>CSV for a Russian-language Excel, semicolons and decimal commas (*.csv)</source>
        <translation>CSV для русского Excel, точки с запятой и десятичные запятые (*.csv)</translation>
    </message>
    <message>
        <source>Export the wall sheet</source>
        <translation>Экспорт таблицы для стены</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Экспорт турнирной таблицы в CSV</translation>
    </message>
    <message>
        <source>Export the standings to Excel</source>
        <translation>Экспорт турнирной таблицы в Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Книги Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export to an exchange file</source>
        <translation>Экспорт в файл обмена</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Файлы турнира (*.json)</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не экспортировано</translation>
    </message>
</context>
<context>
    <name>StandingsExportDialog</name>
    <message>
        <source>{0}, after round {1} (final standings)</source>
        <translation>{0}, после тура {1} (итоговая таблица)</translation>
    </message>
    <message>
        <source>{0}, after round {1}</source>
        <translation>{0}, после тура {1}</translation>
    </message>
    <message>
        <source>No game played yet</source>
        <translation>Ещё не сыграно ни одной игры</translation>
    </message>
    <message>
        <source>Show the points</source>
        <translation>Показывать баллы</translation>
    </message>
    <message>
        <source>Places and names, no points</source>
        <translation>Места и имена, без баллов</translation>
    </message>
    <message>
        <source>Only a notice: the standings are not announced</source>
        <translation>Только объявление: турнирная таблица не оглашается</translation>
    </message>
    <message>
        <source>{0} (the interface&apos;s language)</source>
        <translation>{0} (язык интерфейса)</translation>
    </message>
    <message>
        <source>Stage {0} hides its standings in the hall from round {1} on.</source>
        <translation>Этап «{0}» скрывает турнирную таблицу в зале начиная с тура {1}.</translation>
    </message>
    <message>
        <source>Standings for the wall</source>
        <translation>Турнирная таблица на стену</translation>
    </message>
    <message>
        <source>Standings after</source>
        <translation>Таблица после</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Large type: place, name, club and total only (projector, wall)</source>
        <translation>Крупный шрифт: только место, имя, клуб и сумма (проектор, стена)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>{0}, after round {1}, table {2}</source>
        <translation>{0}, после тура {1}, стол {2}</translation>
    </message>
</context>
<context>
    <name>StandingsPdf</name>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <source>games</source>
        <translation>игры</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>win
points</source>
        <translation>за
победы</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>доп.</translation>
    </message>
    <message>
        <source>best
move</source>
        <translation>лучший
ход</translation>
    </message>
    <message>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>штрафы</translation>
    </message>
    <message>
        <source>penal-
ties</source>
        <translation>штра-
фы</translation>
    </message>
    <message>
        <source>absences</source>
        <translation>неявки</translation>
    </message>
    <message>
        <source>absen-
ces</source>
        <translation>не-
явки</translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation>поправки</translation>
    </message>
    <message>
        <source>adjust-
ments</source>
        <translation>по-
правки</translation>
    </message>
    <message>
        <source>red
points</source>
        <translation>баллы
красн.</translation>
    </message>
    <message>
        <source>black
points</source>
        <translation>баллы
чёрн.</translation>
    </message>
    <message>
        <source>sheriff
average</source>
        <translation>среднее
шериф</translation>
    </message>
    <message>
        <source>don
average</source>
        <translation>среднее
дон</translation>
    </message>
    <message>
        <source>head to
head</source>
        <translation>личные
встречи</translation>
    </message>
    <message>
        <source>best
player</source>
        <translation>лучший
игрок</translation>
    </message>
    <message>
        <source>wins
don</source>
        <translation>победы
дон</translation>
    </message>
    <message>
        <source>wins
sheriff</source>
        <translation>победы
шериф</translation>
    </message>
    <message>
        <source>wins
mafia</source>
        <translation>победы
мафия</translation>
    </message>
    <message>
        <source>hard
wins</source>
        <translation>трудные
победы</translation>
    </message>
    <message>
        <source>shot
night 1</source>
        <translation>убит
в 1-ю ночь</translation>
    </message>
    <message>
        <source>qualif.
place</source>
        <translation>место
в отборе</translation>
    </message>
    <message>
        <source>lot</source>
        <translation>жребий</translation>
    </message>
    <message>
        <source>ruleset {ruleset}</source>
        <translation>регламент {ruleset}</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation>игр: {count}</translation>
    </message>
    <message>
        <source>printed {date}</source>
        <translation>напечатано {date}</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>{tournament} — standings</source>
        <translation>{tournament} — турнирная таблица</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>дополнительные показатели</translation>
    </message>
    <message>
        <source>place decided by the lot: still tied after every tie-break, by player id</source>
        <translation>место определено жребием: равенство после всех дополнительных показателей, по номеру игрока</translation>
    </message>
    <message>
        <source>page {page} / {pages}</source>
        <translation>страница {page} / {pages}</translation>
    </message>
    <message>
        <source>club</source>
        <translation>клуб</translation>
    </message>
    <message>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <source>club / city</source>
        <translation>клуб / город</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Общий зачёт</translation>
    </message>
    <message>
        <source>before the first round</source>
        <translation>до первого тура</translation>
    </message>
    <message>
        <source>final standings</source>
        <translation>итоговая таблица</translation>
    </message>
    <message>
        <source>{stage}, after round {round}</source>
        <translation>{stage}, после тура {round}</translation>
    </message>
    <message>
        <source>The standings are not announced at this stage.</source>
        <translation>На этом этапе турнирная таблица не оглашается.</translation>
    </message>
    <message>
        <source>place</source>
        <translation>место</translation>
    </message>
    <message>
        <source>{stage}, after round {round}, table {table}</source>
        <translation>{stage}, после тура {round}, стол {table}</translation>
    </message>
    <message>
        <source>extra
net</source>
        <translation>доп.
нетто</translation>
    </message>
    <message>
        <source>extra
per game</source>
        <translation>доп.
на игру</translation>
    </message>
    <message>
        <source>best move
3 black</source>
        <translation>ЛХ
3 чёрн.</translation>
    </message>
    <message>
        <source>best move
2 black</source>
        <translation>ЛХ
2 чёрн.</translation>
    </message>
    <message>
        <source>best game
extra</source>
        <translation>макс. доп.
за игру</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>в зачёте</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>team</source>
        <translation>команда</translation>
    </message>
    <message>
        <source>players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>капитан</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>every member&apos;s points count</source>
        <translation>в зачёт идут очки всех игроков</translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation>{0} (капитан)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Командный зачёт</translation>
    </message>
    <message>
        <source>members counted: the best {0} of each team; [ ] not counted</source>
        <translation>в зачёте {0} лучших игроков каждой команды; [ ] — не в зачёте</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ничьи</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Only the players of a stage</source>
        <translation>Только игроки этапа</translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation>Поиск по имени…</translation>
    </message>
    <message>
        <source>Hall: everything</source>
        <translation>Зал: всё</translation>
    </message>
    <message>
        <source>Hall: places without points</source>
        <translation>Зал: места без баллов</translation>
    </message>
    <message>
        <source>Hall: nothing</source>
        <translation>Зал: ничего</translation>
    </message>
    <message>
        <source>What the hall screen and the wall sheet show; you always see everything here</source>
        <translation>Что показывают экран зала и лист на стену; здесь вы всегда видите всё</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;После:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <source>&amp;Why these points…</source>
        <translation>&amp;Откуда эти баллы…</translation>
    </message>
    <message>
        <source>&amp;Hall screen</source>
        <translation>&amp;Экран зала</translation>
    </message>
    <message>
        <source>&amp;Close the stage…</source>
        <translation>&amp;Закрыть этап…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>Э&amp;кспорт</translation>
    </message>
    <message>
        <source>Wall sheet (PDF)…</source>
        <translation>Лист на стену (PDF)…</translation>
    </message>
    <message>
        <source>CSV for Excel…</source>
        <translation>CSV для Excel…</translation>
    </message>
    <message>
        <source>XLSX workbook…</source>
        <translation>Книга XLSX…</translation>
    </message>
    <message>
        <source>Exchange file (JSON)…</source>
        <translation>Файл обмена (JSON)…</translation>
    </message>
    <message>
        <source>the latest game</source>
        <translation>последняя игра</translation>
    </message>
    <message>
        <source>{0}, round {1}</source>
        <translation>{0}, тур {1}</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>The top {0} go on to the {1} (green, above the line).</source>
        <translation>Первые {0} выходят в этап «{1}» (зелёные, над чертой).</translation>
    </message>
    <message>
        <source>Tied across the line, only a lot separates them: {0}.</source>
        <translation>Равенство через черту, разделяет только жребий: {0}.</translation>
    </message>
    <message>
        <source>Close the stage</source>
        <translation>Закрыть этап</translation>
    </message>
    <message>
        <source>Players go on into:</source>
        <translation>Игроки выходят в:</translation>
    </message>
    <message>
        <source>This tournament has one stage: there is nothing to close.</source>
        <translation>В этом турнире один этап: закрывать нечего.</translation>
    </message>
    <message>
        <source>The monitor the hall screen goes to</source>
        <translation>Монитор, на который выводится экран зала</translation>
    </message>
    <message>
        <source>The standings as they stood after a round, or after one game of it (games go by table)</source>
        <translation>Турнирная таблица на момент после тура или после одной из его игр (игры тура идут по номеру стола)</translation>
    </message>
    <message>
        <source>{0}, round {1} · table {2}</source>
        <translation>{0}, тур {1} · стол {2}</translation>
    </message>
    <message>
        <source>table {0}</source>
        <translation>стол {0}</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Choose two players of this round from the lists.</source>
        <translation>Выберите в списках двух игроков этого тура.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Выберите двух разных игроков.</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Поменять двух игроков местами</translation>
    </message>
    <message>
        <source>The two players exchange their places in this round (two seats, or a seat and the bench).</source>
        <translation>Два игрока меняются местами в этом туре (два места или место и скамейка).</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <source>&amp;With</source>
        <translation>&amp;С кем</translation>
    </message>
</context>
<context>
    <name>TableEmergencies</name>
    <message>
        <source>fell ill</source>
        <translation>плохое самочувствие</translation>
    </message>
    <message>
        <source>judge&apos;s decision</source>
        <translation>решение судьи</translation>
    </message>
    <message>
        <source>The technical break is over: the game goes on. Space starts the clock.</source>
        <translation>Технический перерыв окончен: игра продолжается. Пробел запускает таймер.</translation>
    </message>
    <message>
        <source>Technical break: the game is paused. F9 resumes it.</source>
        <translation>Технический перерыв: игра остановлена. F9 — продолжить.</translation>
    </message>
    <message>
        <source>Replace a player</source>
        <translation>Замена игрока</translation>
    </message>
    <message>
        <source>Which seat is played by another player from now on?</source>
        <translation>Какое место с этого момента занимает другой игрок?</translation>
    </message>
    <message>
        <source>No replacement.</source>
        <translation>Замены нет.</translation>
    </message>
    <message>
        <source>No replacement: {0} is not a seat (1..10).</source>
        <translation>Замены нет: {0} — не номер места (1..10).</translation>
    </message>
    <message>
        <source>Seat {0}: the new player&apos;s name</source>
        <translation>Место {0}: имя нового игрока</translation>
    </message>
    <message>
        <source>{0} (pick a tournament player or type a name):</source>
        <translation>{0} (выберите игрока турнира или введите имя):</translation>
    </message>
    <message>
        <source>No replacement: the new player needs a name.</source>
        <translation>Замены нет: у нового игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Why (pick or type):</source>
        <translation>Причина (выберите или введите):</translation>
    </message>
    <message>
        <source>Seat {0} is played by {1} from now on.</source>
        <translation>С этого момента место {0} занимает {1}.</translation>
    </message>
    <message>
        <source>Technical break</source>
        <translation>Технический перерыв</translation>
    </message>
    <message>
        <source>Since {0}. F9 resumes the game; the clock stays stopped until Space.</source>
        <translation>С {0}. F9 продолжает игру; таймер стоит до пробела.</translation>
    </message>
    <message>
        <source>Technical break since {0}: the game is paused.</source>
        <translation>Технический перерыв с {0}: игра остановлена.</translation>
    </message>
</context>
<context>
    <name>TeamsDialog</name>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>the new team&apos;s name</source>
        <translation>название новой команды</translation>
    </message>
    <message>
        <source>&amp;Add team</source>
        <translation>&amp;Добавить команду</translation>
    </message>
    <message>
        <source>&amp;Delete team</source>
        <translation>&amp;Удалить команду</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation>Добавить &amp;игрока</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>У&amp;брать игрока</translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Игроков в команде</translation>
    </message>
    <message>
        <source>Team points: the best</source>
        <translation>Очки команды: лучшие</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капитан</translation>
    </message>
    <message>
        <source>{0} ({1} of {2})</source>
        <translation>{0} ({1} из {2})</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>{0} (captain)</source>
        <translation>{0} (капитан)</translation>
    </message>
    <message>
        <source>The best counted cannot be more than the players per team.</source>
        <translation>Лучших в зачёте не может быть больше, чем игроков в команде.</translation>
    </message>
    <message>
        <source>Type the new team&apos;s name first.</source>
        <translation>Сначала введите название новой команды.</translation>
    </message>
    <message>
        <source>A team needs a name.</source>
        <translation>У команды должно быть название.</translation>
    </message>
    <message>
        <source>Choose a player who is in no team from the list.</source>
        <translation>Выберите из списка игрока, который не состоит ни в одной команде.</translation>
    </message>
    <message>
        <source>Choose the player to remove in the team&apos;s list.</source>
        <translation>Выберите в списке команды игрока, которого нужно убрать.</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Регламент</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Даты</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>В архиве</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>в архиве</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <source>Choose a tournament in the list first.</source>
        <translation>Сначала выберите турнир в списке.</translation>
    </message>
    <message>
        <source>Import an exchange file</source>
        <translation>Импорт файла обмена</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Файлы турнира (*.json)</translation>
    </message>
    <message>
        <source>The file was not imported</source>
        <translation>Файл не импортирован</translation>
    </message>
    <message>
        <source>Imported {0}.</source>
        <translation>Импортировано: {0}.</translation>
    </message>
    <message>
        <source>Open a tournament first.</source>
        <translation>Сначала откройте турнир.</translation>
    </message>
    <message>
        <source>Export to an exchange file</source>
        <translation>Экспорт в файл обмена</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не экспортировано</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Экспортировано в {0}.</translation>
    </message>
    <message>
        <source>Not archived</source>
        <translation>Не перемещено в архив</translation>
    </message>
    <message>
        <source>{0} is back in the list.</source>
        <translation>{0} снова в списке.</translation>
    </message>
    <message>
        <source>{0} is archived: tick “Show archived” to see it again.</source>
        <translation>{0} в архиве: отметьте «Показать архив», чтобы снова его увидеть.</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>Не удаётся открыть турнир</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>Т&amp;уры</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Иг&amp;ры</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Т&amp;аблица</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Графики</translation>
    </message>
    <message>
        <source>Details saved.</source>
        <translation>Данные сохранены.</translation>
    </message>
    <message>
        <source>judges: {0}</source>
        <translation>судьи: {0}</translation>
    </message>
    <message>
        <source>{0} players, {1} games</source>
        <translation>Игроков: {0}, игр: {1}</translation>
    </message>
    <message>
        <source>Search by name…</source>
        <translation>Поиск по названию…</translation>
    </message>
    <message>
        <source>Show &amp;archived</source>
        <translation>Показать &amp;архив</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Import a file…</source>
        <translation>&amp;Импорт файла…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>A&amp;rchive</source>
        <translation>В а&amp;рхив</translation>
    </message>
    <message>
        <source>← &amp;All tournaments</source>
        <translation>← &amp;Все турниры</translation>
    </message>
    <message>
        <source>&amp;Details and options…</source>
        <translation>&amp;Данные и параметры…</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <source>&amp;Import an exchange file…</source>
        <translation>&amp;Импорт файла обмена…</translation>
    </message>
    <message>
        <source>&amp;Merge games from a file…</source>
        <translation>&amp;Слить игры из файла…</translation>
    </message>
    <message>
        <source>&amp;Export to an exchange file…</source>
        <translation>&amp;Экспорт в файл обмена…</translation>
    </message>
    <message>
        <source>&amp;All tournaments</source>
        <translation>&amp;Все турниры</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Закрыть окно</translation>
    </message>
    <message>
        <source>&amp;Ratings across tournaments</source>
        <translation>&amp;Рейтинг по турнирам</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Import &amp;games from mafiaratings or Polemica…</source>
        <translation>Импорт &amp;игр из mafiaratings или Polemica…</translation>
    </message>
    <message>
        <source>Pr&amp;otests</source>
        <translation>Пр&amp;отесты</translation>
    </message>
    <message>
        <source>&amp;Judges</source>
        <translation>&amp;Судьи</translation>
    </message>
</context>
<context>
    <name>WaitBox</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отменяем…</translation>
    </message>
</context>
</TS>
