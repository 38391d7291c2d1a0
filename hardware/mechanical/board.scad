// The playing board's top plate, a disc, and one square in section: the square pitch, the wood, the
// pocket for the sensor under each square, the LED's pocket and window, the magnet in the disc and its
// poles. The figures come from figures.scad, which hardware/tools/Generate.java writes from
// hardware/figures.properties (the Hall sensor's distance to the magnet is computed there).
//
//   openscad -D size=10 -D 'sensor="reed"' -o plate.stl board.scad     a plate to cut or print
//   hardware/tools/render.sh                                            the pictures in this folder
//
// Axes: x along a row (a to h), y along a column (row 1 at the top of the board, away from you at
// y = 0 in the pictures' view), z up; the plate's underside is at z = 0.

include <figures.scad>

size = 8;            // squares a side: 8 or 10 (Othello), 9 (Octi)
sensor = "a1324";    // "a1324", "ss49e" (bipolar Hall: presence and colour) or "reed" (presence)
view = "board";      // "board", "underside", "section" (one square, cut along its diagonal), "disc" (cut in
                     // half), "disc-half" (one half to print, twice: black and white), "plate"

$fn = 48;
side = size * pitch + 2 * border;
north = [0.85, 0.15, 0.15];   // the usual compass colours: north red, south blue
south = [0.15, 0.3, 0.85];
wood = [0.87, 0.72, 0.5];
cut = [0.72, 0.56, 0.36];

// The wood left over the sensor: thin enough for the magnet to reach it.
function skin() = sensor == "reed" ? reed_skin : sensor == "ss49e" ? hall_skin_ss49e : hall_skin_a1324;
function depth() = sensor == "ss49e" ? hall_depth_ss49e : hall_depth_a1324;

// The centre of a square, column c and row r from 0 (a1 is column 0, row 0).
function centre(c, r) = [border + (c + 0.5) * pitch, side - border - (r + 0.5) * pitch];

module sensor_pocket() {
    if (sensor == "reed") {
        // a groove along the square, the glass switch lying in it under the magnet's path
        translate([-reed_groove_length / 2, -reed_groove_width / 2, -1])
            cube([reed_groove_length, reed_groove_width, plate_thickness - skin() + 1]);
    } else {
        translate([-hall_pocket / 2, -hall_pocket / 2, -1])
            cube([hall_pocket, hall_pocket, plate_thickness - skin() + 1]);
    }
}

module led_pocket() {
    translate([led_offset, led_offset, 0]) {
        translate([0, 0, -1]) cylinder(d = led_pocket_diameter, h = led_pocket_depth + 1);
        translate([0, 0, -1]) cylinder(d = led_window_diameter, h = plate_thickness + 2);
    }
}

module plate() {
    difference() {
        color(wood) cube([side, side, plate_thickness]);
        // (the cuts' own colour shows on the faces they leave in the pictures)
        color(cut) for (c = [0 : size - 1], r = [0 : size - 1]) translate([each centre(c, r), 0]) square_cuts();
        // the row channels open at the board's left edge, where the controller sits
        color(cut) for (r = [0 : size - 1], dy = [0, led_offset])
            translate([-1, centre(0, r)[1] + dy - channel_width / 2, -1])
                cube([border + 2, channel_width, channel_depth + 1]);
    }
}

// What is cut away around one square, centred on it: the sensor's pocket, the LED's pocket and window,
// the wire channels from below along the row (the sensors' line and the LED chain's line), and the
// square's lines, 0.6 mm into the top.
module square_cuts() {
    sensor_pocket();
    led_pocket();
    for (dy = [0, led_offset])
        translate([-pitch / 2 - 0.1, dy - channel_width / 2, -1]) cube([pitch + 0.2, channel_width, channel_depth + 1]);
    for (d = [-pitch / 2, pitch / 2]) {
        translate([d - 0.5, -pitch / 2 - 0.5, plate_thickness - 0.6]) cube([1, pitch + 1, 1]);
        translate([-pitch / 2 - 0.5, d - 0.5, plate_thickness - 0.6]) cube([pitch + 1, 1, 1]);
    }
}

// The plate around one square, for the section.
module square_plate() {
    difference() {
        translate([-pitch / 2 - 6, -pitch / 2 - 6, 0]) cube([pitch + 12, pitch + 12, plate_thickness]);
        square_cuts();
    }
}

// A disc: black and white halves glued on an axially magnetised magnet, north pole on the white
// face's side. Black up, the north pole faces down to the sensor (the firmware reads north as black);
// white up, the south pole does (white).
module disc(black_up = true) {
    if (black_up) disc_body(); else translate([0, 0, disc_thickness]) mirror([0, 0, 1]) disc_body();
}

module disc_body() {
    for (p = ["white", "black", "north", "south"]) color(colour_of(p)) disc_piece(p);
}

function colour_of(p) = p == "white" ? [0.95, 0.95, 0.92] : p == "black" ? [0.08, 0.08, 0.08]
    : p == "north" ? north : p == "south" ? south : p == "body" ? [0.2, 0.2, 0.2] : p == "element" ? [1, 0.8, 0]
    : p == "leads" ? [0.7, 0.7, 0.7] : p == "pcb" ? [0.1, 0.45, 0.2] : p == "chip" ? [0.95, 0.95, 0.95]
    : p == "glass" ? [0.75, 0.9, 0.95] : wood;

// One material of a disc standing on the board, black face up: the white half below, the black above,
// the magnet's north half below its south half.
module disc_piece(p) {
    half = disc_thickness / 2;
    if (p == "white" || p == "black") {
        difference() {
            translate([0, 0, p == "white" ? 0 : half]) cylinder(d = disc_diameter, h = half);
            translate([0, 0, magnet_lift - 0.01]) cylinder(d = magnet_diameter + 0.2, h = magnet_length + 0.02);
        }
    } else {
        translate([0, 0, magnet_lift + (p == "north" ? 0 : magnet_length / 2)])
            cylinder(d = magnet_diameter, h = magnet_length / 2);
    }
}

// A Hall sensor's package in its pocket, branded face up against the wood, its sensing element marked.
module hall_piece(p) {
    translate([-2, -0.75, plate_thickness - skin() - 1.5]) {
        if (p == "body") difference() {
            cube([4, 1.5, 1.5]);
            translate([1.6, 0.35, 1.5 - depth() - 0.1]) cube([0.8, 0.8, 0.2]);
        }
        if (p == "element") translate([1.6, 0.35, 1.5 - depth() - 0.1]) cube([0.8, 0.8, 0.2]);
        if (p == "leads") for (x = [0.6, 1.9, 3.2]) translate([x, 0.6, -6]) cube([0.3, 0.3, 6]);
    }
}

// A reed switch's glass lying in its groove.
module reed_piece() {
    translate([-reed_groove_length / 2 + 1, 0, plate_thickness - skin() - reed_groove_width / 2])
        rotate([0, 90, 0]) cylinder(d = 2, h = reed_groove_length - 2);
}

// A round WS2812B board in its pocket, the LED facing up into the window.
module led_piece(p) {
    translate([led_offset, led_offset, led_pocket_depth - 3.2]) {
        if (p == "pcb") cylinder(d = 10, h = 1.6);
        if (p == "chip") translate([-2.5, -2.5, 1.6]) cube([5, 5, 1.6]);
    }
}

module label(s, size = 3, halign = "left") {
    color([0.1, 0.1, 0.1]) rotate([90, 0, 0]) linear_extrude(0.5) text(s, size = size, font = "DejaVu Sans", halign = halign);
}

// The section of one material in the vertical plane through the square's diagonal (after turning it
// by -45 degrees, the plane y = 0), drawn as a thin slab standing in that plane.
module cut(p) {
    color(colour_of(p)) rotate([90, 0, 0]) linear_extrude(0.2)
        projection(cut = true) rotate([-90, 0, 0]) rotate([0, 0, -45]) children();
}

// One square cut along its diagonal through the sensor and the LED window, seen from the front: the
// disc (black up), the magnet's poles (north red, south blue), the wood over the sensor, the LED. The
// distance marked is the magnet's face to the sensing element, the one figures.scad computed.
module section() {
    cut("wood") square_plate();
    for (p = ["white", "black", "north", "south"]) cut(p) translate([0, 0, plate_thickness]) disc_piece(p);
    if (sensor == "reed") cut("glass") reed_piece();
    else for (p = ["body", "element", "leads"]) cut(p) hall_piece(p);
    for (p = ["pcb", "chip"]) cut(p) led_piece(p);
    gap = magnet_lift + skin() + (sensor == "reed" ? 0 : depth());
    top = plate_thickness + magnet_lift;
    color([0.9, 0.1, 0.5]) translate([-6, -0.6, top - gap]) cube([0.5, 0.5, gap]);
    translate([-7, -1, top - gap / 2 - 1]) label(str(gap, " mm"), 2.2, "right");
    translate([-44, -1, plate_thickness + disc_thickness + 3]) label("black face up: north pole down", 2.4);
    translate([24, -1, plate_thickness + 2]) label("LED", 2.2);
    translate([-44, -1, -7]) label(str(sensor == "reed" ? "reed switch" : sensor == "ss49e" ? "SS49E" : "A1324", ": ", skin(), " mm of wood over it, ",
        gap, " mm from the magnet"), 2.2);
    translate([-44, -1, -11]) label(str("pitch ", pitch, " mm, plate ", plate_thickness, " mm, disc ", disc_diameter,
        " x ", disc_thickness, " mm"), 2.2);
}


if (view == "board") {
    plate();
    // the discs after the first move, f5
    for (d = [[3, 3, false], [4, 4, true], [3, 4, true], [4, 3, true], [5, 4, true]])
        translate([each centre(d[0] + floor((size - 8) / 2), d[1] + floor((size - 8) / 2)), plate_thickness]) disc(d[2]);
} else if (view == "underside") {
    translate([0, side, plate_thickness]) rotate([180, 0, 0]) plate();
} else if (view == "section") {
    section();
} else if (view == "disc") {
    intersection() {
        disc(true);
        translate([-disc_diameter, 0, -1]) cube([2 * disc_diameter, disc_diameter, disc_thickness + 2]);
    }
} else if (view == "disc-half") {
    // printed flat face down; the magnet's pocket is half in each half
    translate([0, 0, disc_thickness]) mirror([0, 0, 1]) disc_piece("black");
} else {
    plate();
}
