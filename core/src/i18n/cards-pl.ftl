# Karty z zasadami po polsku. Te same wiadomości i atrybuty co w cards-en.ftl: tytuł, akapity
# (.p1, .p2, ...), podpisy diagramów (.diagram1, ...) i polecenia zadań (.task1, ...).
# Pole wymienione w tekście musi być widoczne na którymś diagramie karty (sprawdza to test).

card-board-setup = Szachownica i bierki
    .p1 = Szachownica ma 64 pola: osiem linii oznaczonych literami od a do h i osiem rzędów oznaczonych cyframi od 1 do 8. Nazwa pola to litera linii i cyfra rzędu, więc e4 to pole, na którym linia e przecina czwarty rząd.
    .p2 = Szachownicę ustawia się tak, żeby każdy gracz miał w prawym rogu przy sobie jasne pole: h1 u białych, a8 u czarnych.
    .p3 = Wieże stoją w rogach, obok nich skoczki, dalej gońce. Hetman stoi na polu swojego koloru: biały na jasnym polu d1, czarny na ciemnym polu d8. Król zajmuje pole obok hetmana, a piony wypełniają cały rząd przed nimi.
    .diagram1 = Jasne pola narożne h1 i a8 oraz pole e4.
    .diagram2 = Każdy hetman na polu swojego koloru.

card-moving = Kolejność ruchów
    .p1 = Zaczynają białe, a potem gracze wykonują ruchy na zmianę, po jednym. Nie wolno opuścić ruchu, nawet gdy każdy możliwy ruch jest zły.
    .p2 = Ruch polega na przestawieniu jednej własnej bierki na inne pole, tak jak ta bierka się porusza. Naraz rusza się tylko jedna bierka; jedynym wyjątkiem jest roszada, w której król i wieża idą razem.
    .p3 = Bierki zagradzają sobie drogę: przez inne bierki przeskakuje tylko skoczek.
    .diagram1 = Już na początku skoczek z g1 może pójść na f3 albo na h3.
    .task1 = Wykonaj pierwszy ruch białych skoczkiem.

card-capturing = Bicie
    .p1 = Bierkę przeciwnika bije się, wchodząc na jej pole. Zbita bierka schodzi z szachownicy, a jej miejsce zajmuje twoja.
    .p2 = Każda bierka bije tak, jak się porusza; inaczej bije tylko pion. Nigdy nie można zbić własnej bierki, a króla się nie bije: króla się matuje.
    .p3 = Bicie nigdy nie jest obowiązkowe: bijesz tylko wtedy, gdy chcesz.
    .diagram1 = Wieża może bić na d7 albo na g4, ale nigdy własnego piona na b4.
    .task1 = Zbij czarnego hetmana.

card-pawn = Pion
    .p1 = Pion idzie prosto do przodu, po jednym polu. Ze swojego pola startowego może pójść od razu o dwa pola, jeśli oba są wolne.
    .p2 = Pion bije inaczej, niż chodzi: o jedno pole po skosie do przodu. Nigdy się nie cofa, a bierka stojąca tuż przed nim zagradza mu drogę.
    .p3 = Pion, który dojdzie do przeciwległego brzegu szachownicy, zamienia się w figurę, a czasem może zbić piona przeciwnika w przelocie: każda z tych zasad ma własną kartę.
    .diagram1 = Ze swojego pola startowego pion może pójść o jedno albo o dwa pola.
    .diagram2 = Dalej idzie już tylko o jedno pole, a skoczka na c5 bije po skosie.
    .diagram3 = Goniec na d5 zagradza pionowi drogę: pion nie bije na wprost.
    .task1 = Zbij skoczka pionem.

card-knight = Skoczek
    .p1 = Skoczek porusza się „literą L”: o dwa pola w pionie albo w poziomie, a potem o jedno w bok. Zawsze ląduje na polu innego koloru niż to, z którego wyszedł.
    .p2 = Skoczek jako jedyny przeskakuje inne bierki: te, które stoją po drodze, nie są dla niego przeszkodą.
    .diagram1 = Z pola d4 skoczek sięga ośmiu pól.
    .diagram2 = Otoczony na początku partii skoczek z g1 i tak przeskakuje na f3 albo na h3.
    .task1 = Zbij czarną wieżę skoczkiem.

card-bishop = Goniec
    .p1 = Goniec porusza się po przekątnych, o dowolną liczbę pól, dopóki nie stanie mu na drodze inna bierka. Może zbić pierwszą bierkę przeciwnika na swojej drodze.
    .p2 = Goniec przez całą partię zostaje na polach jednego koloru: każda strona ma gońca białopolowego i czarnopolowego.
    .diagram1 = Z pola d4 goniec sięga trzynastu pól.
    .task1 = Zbij czarną wieżę gońcem.

card-rook = Wieża
    .p1 = Wieża porusza się w pionie i w poziomie, o dowolną liczbę pól, dopóki nie stanie jej na drodze inna bierka.
    .p2 = Może zbić pierwszą bierkę przeciwnika na swojej drodze. Wieże są najsilniejsze na otwartych liniach, na których nie stoją piony.
    .diagram1 = Z pola d4 wieża sięga czternastu pól: całego swojego rzędu i całej swojej linii.
    .task1 = Zbij czarnego gońca wieżą.

card-queen = Hetman
    .p1 = Hetman porusza się jak wieża i goniec razem: w pionie, w poziomie i po przekątnych, o dowolną liczbę pól, dopóki nie stanie mu na drodze inna bierka.
    .p2 = To najsilniejsza figura. Pilnuj go: kto traci hetmana za słabszą figurę, zwykle przegrywa partię.
    .diagram1 = Z pola d4 hetman sięga dwudziestu siedmiu pól.
    .task1 = Zbij czarną wieżę hetmanem.

card-king = Król
    .p1 = Król przesuwa się o jedno pole w dowolnym kierunku.
    .p2 = Nie wolno mu wejść na pole atakowane przez bierkę przeciwnika, dlatego dwa króle nigdy nie stoją obok siebie.
    .p3 = Króla nigdy się nie bije. Król zaatakowany i bez wyjścia dostaje mata, a to kończy partię.
    .diagram1 = Z pola d4 król sięga ośmiu pól.
    .diagram2 = Wieża pilnuje piątego rzędu, a czarny król pól e3 i e4: na pola z krzyżykiem biały król wejść nie może.
    .task1 = Zbij królem tego piona, którego nie broni żadna czarna bierka.

card-check = Szach
    .p1 = Król zaatakowany przez bierkę przeciwnika jest w szachu. Gracz, któremu dano szacha, musi się od niego od razu uwolnić, a żaden ruch nie może zostawić króla w szachu ani wystawić własnego króla na szach.
    .p2 = Z szacha są trzy wyjścia: zbić bierkę, która daje szacha, zasłonić króla własną bierką albo odejść królem na pole, którego nic nie atakuje.
    .p3 = Szacha od skoczka nie da się zasłonić, bo skoczek przeskakuje. Gdy szacha dają naraz dwie bierki, ratuje tylko ruch królem.
    .diagram1 = Trzy wyjścia: zbić wieżę na e5 gońcem, zasłonić się skoczkiem na e2 albo odejść królem.
    .diagram2 = Skoczka na d3 nie da się zasłonić: król musi się ruszyć.
    .task1 = Wyjdź z szacha każdym z trzech sposobów.

card-checkmate = Mat
    .p1 = Mat to szach, z którego nie ma wyjścia: bierki dającej szacha nie można zbić ani zasłonić, a król nie ma bezpiecznego pola. Kto da mata, wygrywa partię.
    .p2 = Mat, który często zaskakuje początkujących, zdarza się na ostatnim rzędzie: król zamknięty za własnymi pionami nie ma dokąd uciec.
    .diagram1 = Wieża weszła na e8, a czarny król nie ma dokąd pójść: mat.
    .task1 = Daj mata w jednym ruchu.

card-stalemate = Pat
    .p1 = Pat jest wtedy, gdy gracz, który ma ruch, nie jest w szachu, ale nie ma żadnego dozwolonego ruchu. Partia od razu kończy się remisem.
    .p2 = To remis, bo wygrywa się tylko matem. Król w pacie nie jest atakowany, więc choćby druga strona miała mnóstwo figur, nikt nie wygrał.
    .p3 = Gdy masz dużą przewagę, dbaj o to, żeby przeciwnik zawsze miał jakiś ruch, dopóki nie dasz mata.
    .diagram1 = Czarne nie są w szachu, ale każde pole wokół króla jest atakowane: pat.
    .task1 = Białe wygrywają, ale czarne nie mają już żadnego ruchu. Znajdź ruch, który nie daje pata.

card-pins = Związanie
    .p1 = Bierka jest związana, gdy stoi między własnym królem a wieżą, gońcem albo hetmanem przeciwnika. Nie wolno jej zejść z tej linii, bo wtedy jej król znalazłby się w szachu.
    .p2 = Związana bierka może się jednak poruszać wzdłuż linii związania, a nawet zbić bierkę, która ją wiąże.
    .diagram1 = Wieża z e8 wiąże gońca na e2: goniec nie może się ruszyć w ogóle.
    .diagram2 = Związana wieża może iść wzdłuż linii związania, a nawet zbić wieżę na e8.
    .task1 = Zbij czarnego skoczka bierką, która może się swobodnie ruszać.

card-castling = Roszada
    .p1 = Roszada to ruch królem i wieżą naraz: król idzie o dwa pola w stronę wieży, a wieża przeskakuje nad nim na pole obok. W roszadzie krótkiej król staje na g1, a wieża na f1; w roszadzie długiej król staje na c1, a wieża na d1.
    .p2 = W Ply roszadę robi się, przesuwając króla o dwa pola w stronę wieży albo na samą wieżę.
    .p3 = Roszady nie wolno zrobić, jeśli ruszał się już król albo ta wieża, jeśli między nimi stoi jakakolwiek bierka, jeśli król jest w szachu albo gdyby przeszedł przez pole atakowane przez przeciwnika lub na nim stanął.
    .p4 = Roszadzie nie przeszkadza atak na wieżę ani atak na pole, przez które przechodzi tylko wieża.
    .diagram1 = Król może zrobić roszadę w obie strony: na g1 albo na c1, a wieża przeskakuje nad nim.
    .diagram2 = Goniec atakuje f1, a wieża atakuje c1: roszada nie jest możliwa w żadną stronę.
    .diagram3 = Wieża na h1 i pole b1 są atakowane, a mimo to król może zrobić roszadę w obie strony.
    .diagram4 = Gdy król jest w szachu, roszada w ogóle nie jest możliwa.
    .task1 = Zrób długą roszadę.

card-en-passant = Bicie w przelocie
    .p1 = Gdy pion zrobi podwójny krok i stanie obok piona przeciwnika, pion przeciwnika może go zbić tak, jakby ten poszedł tylko o jedno pole. Takie bicie nazywa się biciem w przelocie (po francusku en passant).
    .p2 = Pion bijący idzie po skosie na pole, które tamten pion przeskoczył, a pion, który zrobił podwójny krok, schodzi z szachownicy.
    .p3 = Ta okazja trwa jeden ruch: bij w przelocie od razu albo już nigdy.
    .diagram1 = Czarny pion właśnie przeszedł z d7 na d5: pion z e5 może go zbić na d6.
    .diagram2 = Ruch później okazja minęła i pole d6 jest przekreślone.
    .task1 = Zbij w przelocie.

card-promotion = Promocja
    .p1 = Pion, który dojdzie do ostatniego rzędu, musi się zamienić w hetmana, wieżę, gońca albo skoczka swojego koloru, według twojego wyboru. Nie może zostać pionem ani stać się królem.
    .p2 = Hetmana możesz wybrać nawet wtedy, gdy pierwszy jest jeszcze na szachownicy, więc można mieć dwa hetmany, a nawet więcej.
    .p3 = Prawie zawsze wybiera się hetmana. Wybór innej figury to tak zwana niepełna promocja: skoczek może dać szacha, którego hetman dać nie może, a czasem nowy hetman dałby pata.
    .diagram1 = Pion z e7 może dojść na e8 albo zbić wieżę na d8 i tam zamienić się w figurę.
    .diagram2 = Białe mają już hetmana, a mimo to pion z b7 może zostać drugim.
    .task1 = Zamień piona w skoczka tak, żeby dał szacha.

card-draws = Remis
    .p1 = Partia kończy się remisem przy pacie oraz wtedy, gdy gracze zgodzą się na remis.
    .p2 = Jest też remis, gdy ta sama pozycja pojawia się po raz trzeci, a ruch ma ten sam gracz, oraz gdy obaj gracze zrobili z rzędu po pięćdziesiąt ruchów bez bicia i bez ruchu pionem.
    .p3 = Remis jest również wtedy, gdy żadna ze stron nie ma już dość bierek, żeby dać mata: król przeciw królowi albo król z gońcem lub król ze skoczkiem przeciw samotnemu królowi.
    .p4 = Przy prawdziwej szachownicy trzykrotne powtórzenie i zasadę pięćdziesięciu ruchów trzeba zgłosić. Ply kończy partię sam, gdy tylko do tego dojdzie, tak samo przy braku materiału do mata i przy pacie.
    .diagram1 = Król ze skoczkiem nie zamatuje samotnego króla: ta partia jest remisowa.
    .task1 = Czarne wygrywają. Znajdź ruch, po którym partia od razu kończy się remisem.

card-piece-values = Ile warte są bierki
    .p1 = Żeby ocenić wymianę, policz bierki: pion jest wart 1, skoczek 3, goniec 3, wieża 5, a hetman 9. Król nie ma ceny: od niego zależy cała partia.
    .p2 = Oddając skoczka za wieżę, zyskujesz dwa punkty; oddając hetmana za wieżę, tracisz cztery. Wymieniaj, gdy dzięki temu jesteś do przodu, i unikaj wymian, po których zostajesz w tyle.
    .p3 = Te liczby są wskazówką, a nie prawem: aktywna figura albo pion tuż przed promocją mogą być warte więcej.
    .diagram1 = Goniec z d4 może zbić skoczka (3) albo wieżę (5): wieża jest warta więcej.
    .task1 = Zbij bierkę, która jest warta najwięcej.

card-notation = Zapis partii
    .p1 = Ruch zapisuje się literą bierki i polem, na które idzie. Ply używa liter międzynarodowych (angielskich): K to król, Q hetman, R wieża, B goniec, N skoczek; pion nie ma litery. Nf3 oznacza więc skoczka idącego na f3. W polskich książkach spotkasz też litery K, H, W, G i S.
    .p2 = Bicie oznacza się literą x: exd6 to pion z linii e bijący na d6. O-O to krótka roszada, a O-O-O długa.
    .p3 = Przy promocji dopisuje się nową figurę, na przykład e8=Q. Znak + po ruchu oznacza szacha, a # mata.
    .diagram1 = Nf3, exd6, O-O-O i e8=Q+ na jednej szachownicy.
    .task1 = Zagraj { $move }.

card-touch-move = Dotknięta bierka i „poprawiam”
    .p1 = Przy prawdziwej szachownicy, jeśli celowo dotkniesz własnej bierki, musisz nią zagrać, o ile ma dozwolony ruch. Jeśli dotkniesz bierki przeciwnika, musisz ją zbić, jeśli tylko możesz.
    .p2 = Żeby poprawić bierkę na jej polu, nie ruszając nią, powiedz najpierw „poprawiam” (po francusku j'adoube). Kiedy puścisz bierkę na nowym polu, ruch jest już wykonany.
    .p3 = W Ply dotknięcie tylko zaznacza bierkę i możesz zmienić zdanie. Ale graj tak jak przy szachownicy: najpierw pomyśl, potem dotykaj.
    .diagram1 = Białe dotknęły gońca, więc muszą nim zagrać, na jedno z zaznaczonych pól.
    .task1 = Twój skoczek na g1 został dotknięty. Wykonaj ruch.

card-beginner-mistakes = Cztery częste błędy początkujących
    .p1 = Nie sprawdzać, co grozi po ostatnim ruchu przeciwnika. Przed każdym ruchem zobacz, co teraz atakują jego bierki.
    .p2 = Zostawiać bierkę tam, gdzie można ją zbić za darmo. Zanim puścisz bierkę, sprawdź, czy jej nowe pole jest bezpieczne albo bronione.
    .p3 = Wyprowadzać hetmana za wcześnie i ruszać w kółko tą samą bierką. Najpierw wyprowadź skoczki i gońce.
    .p4 = Zostawiać króla w centrum. Zrób roszadę wcześnie, póki droga jest wolna.
    .diagram1 = Białe grożą biciem na f7 z matem.
    .task1 = Obroń się przed matem na f7.

card-chess960 = Szachy 960
    .p1 = Szachy 960 zaczynają się od jednego z 960 ustawień: bierki w pierwszym rzędzie są przetasowane, tak samo u obu graczy, przy czym gońce stoją na polach różnych kolorów, a król gdzieś między wieżami. Piony stoją jak zwykle.
    .p2 = Roszada kończy się dokładnie tak jak w zwykłych szachach: w krótkiej król staje na g1, a wieża na f1; w długiej król staje na c1, a wieża na d1. Wszystkie pola, przez które przechodzą albo na których staną król i ta wieża, muszą być wolne, poza nimi samymi, a król nie może być w szachu, przechodzić przez pole atakowane ani na nim stanąć.
    .p3 = W Ply roszadę w szachach 960 robi się, stawiając króla na wieży.
    .diagram1 = Jedno z 960 ustawień.
    .diagram2 = Z pola b1 król robi roszadę na g1, a wieża idzie na f1, albo na c1, a wieża idzie na d1.
    .task1 = Zrób krótką roszadę.
